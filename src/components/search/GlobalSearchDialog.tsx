import { SearchOutlined } from '@ant-design/icons';
import { Empty, Input, Modal, Spin, Tag, Typography, type InputRef } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { api, call } from '../../api';
import { currentLanguage, inLanguage, t } from '../../providers';
import { SEARCH_MIN, type SearchHit } from '../../schemas/global-search';
import { STATUS_LABELS, isOrderStatus } from '../../schemas/order-lifecycle';
import { SCOPE_NAMES } from '../../schemas/scopes';
import { fieldLabel, findDataRoute, routeLabel } from '../crud/routeDefs';
import { screenPath } from '../../resources/screen-paths';
import styles from './GlobalSearchDialog.module.css';

/** How long typing pauses before the search is asked. */
export const SEARCH_DELAY_MS = 200;

interface Group {
  key: string;
  title: string;
  hits: SearchHit[];
}

/** Hits by kind: orders per business scope, then each other kind (partners), in the answer's order. */
function groupsOf(hits: SearchHit[]): Group[] {
  const lang = currentLanguage();
  const groups = new Map<string, Group>();
  for (const h of hits) {
    const key = h.scope ? `order-${h.scope}` : h.kind;
    if (!groups.has(key)) {
      const route = findDataRoute(h.resource);
      const title = h.scope ? `${t('finder.orders')} · ${inLanguage(SCOPE_NAMES[h.scope], lang)}` : route ? routeLabel(route) : h.kind;
      groups.set(key, { key, title, hits: [] });
    }
    groups.get(key)!.hits.push(h);
  }
  return [...groups.values()];
}

/**
 * Find anything by its number (docs/search.md): the top bar's search and Ctrl+K / ⌘K. As the user
 * types, the server's hits (orders of every scope the user may open, partners) are listed grouped by
 * kind with scope, status and where the text was found; arrow keys move, Enter opens the chosen one
 * (the first unless moved), a click opens one. Only what the user's grants show is ever answered.
 */
export default function GlobalSearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const lang = currentLanguage();
  const [text, setText] = useState('');
  const [hits, setHits] = useState<SearchHit[] | null>(null);
  const [more, setMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [active, setActive] = useState(0);
  const input = useRef<InputRef>(null);
  const seq = useRef(0);

  useEffect(() => {
    if (open) setTimeout(() => input.current?.focus({ cursor: 'all' }), 0);
  }, [open]);

  useEffect(() => {
    const q = text.trim();
    const n = ++seq.current;
    if (q.length < SEARCH_MIN) {
      setHits(null);
      setLoading(false);
      return undefined;
    }
    setLoading(true);
    const timer = setTimeout(() => {
      call(api.pages.globalSearch, { query: { q } }, { silent: true })
        .then((answer) => {
          // Only the answer to the latest text counts.
          if (n !== seq.current) return;
          const data = answer as { hits: SearchHit[]; more: boolean } | undefined;
          setHits(data?.hits ?? []);
          setMore(!!data?.more);
          setActive(0);
        })
        .catch(() => n === seq.current && setHits([]))
        .finally(() => n === seq.current && setLoading(false));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const groups = useMemo(() => groupsOf(hits ?? []), [hits]);
  // The hits in the order they are shown (grouped), which the arrow keys walk.
  const ordered = useMemo(() => groups.flatMap((g) => g.hits), [groups]);

  const openHit = (h: SearchHit | undefined) => {
    const route = h && findDataRoute(h.resource);
    if (!h || !route) return;
    onClose();
    navigate(screenPath.show(route, h.id));
  };

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => Math.min(ordered.length - 1, i + 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      openHit(ordered[active]);
    }
  };

  const label = (h: SearchHit) => {
    const f = findDataRoute(h.resource)?.fields?.find((x) => x.name === h.field);
    return f ? fieldLabel(f) : h.field;
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      closable={false}
      width={640}
      destroyOnHidden
      styles={{ body: { padding: 0 } }}
      className={styles.modal}
      data-testid="global-search"
    >
      <Input
        ref={input}
        size="large"
        variant="borderless"
        prefix={<SearchOutlined />}
        suffix={loading ? <Spin size="small" /> : null}
        placeholder={t('finder.placeholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        maxLength={50}
        className={styles.input}
        data-testid="global-search-input"
      />
      <div className={styles.results} data-testid="global-search-results">
        {hits === null ? (
          <Typography.Text type="secondary" className={styles.hint}>
            {t('finder.hint')}
          </Typography.Text>
        ) : !hits.length && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('finder.none')} />
        ) : (
          groups.map((g) => (
            <section key={g.key} data-testid={`global-search-group-${g.key}`}>
              <div className={styles.groupTitle}>{g.title}</div>
              {g.hits.map((h) => {
                const i = ordered.indexOf(h);
                return (
                  <button
                    type="button"
                    key={`${h.resource}-${h.id}`}
                    className={`${styles.hit} ${i === active ? styles.active : ''}`}
                    onMouseEnter={() => setActive(i)}
                    onClick={() => openHit(h)}
                    data-testid={`global-search-hit-${h.resource}-${h.id}`}
                  >
                    <span className={styles.title}>{h.title}</span>
                    {h.subtitle ? <span className={styles.sub}>{h.subtitle}</span> : null}
                    {h.status && isOrderStatus(h.status) ? (
                      <Tag color={h.status === 'CANCELLED' ? 'red' : 'blue'}>{inLanguage(STATUS_LABELS[h.status], lang)}</Tag>
                    ) : null}
                    <span className={styles.match}>
                      {label(h)}：{h.value}
                    </span>
                  </button>
                );
              })}
            </section>
          ))
        )}
        {more ? (
          <Typography.Text type="secondary" className={styles.hint}>
            {t('finder.more')}
          </Typography.Text>
        ) : null}
      </div>
    </Modal>
  );
}
