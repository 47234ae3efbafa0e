import { CloseOutlined, RobotOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Input, Tag, Typography, theme } from 'antd';
import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { api, call } from '../../api';
import { currentLanguage, inLanguage, t } from '../../providers';
import { AI_BUSY, AI_INPUT_ROWS, AI_PANEL_HEIGHT, AI_QUESTION_MAX } from '../../schemas/ai';
import { clampInto, isClick, type Point } from './drag';

/** docs/behaviour.md §2.3 "AI chat message": sender, type, content; replies also carry links and their source. */
interface ChatMessage {
  sender: 'user' | 'reply';
  type: 'text';
  content: string;
  source?: 'MODEL' | 'BUILTIN';
  links?: { kind: 'menu' | 'doc' | 'notice'; title: string; path?: string; url?: string }[];
}

const SIZE = 48;
const PANEL_WIDTH = 360;

const startPosition = (): Point =>
  clampInto({ x: window.innerWidth - SIZE - 24, y: window.innerHeight - SIZE - 96 }, SIZE, {
    width: window.innerWidth,
    height: window.innerHeight,
  });

/**
 * The AI assistant (docs/behaviour.md §2.2.3, §2.2.7): a floating button the user can drag anywhere inside the
 * window (a press that moved little opens the panel), and a 400 px panel with the conversation, a
 * three-row text box and send. Sending waits for the reply; a failure appends 业务繁忙，请稍后再试.
 */
export default function AiAssistant() {
  const lang = currentLanguage();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const [pos, setPos] = useState<Point>(startPosition);
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [text, setText] = useState('');
  const [pending, setPending] = useState(false);
  const drag = useRef<{ start: Point; origin: Point; pointer: number } | null>(null);
  const list = useRef<HTMLDivElement>(null);

  // A smaller window keeps the button inside.
  useEffect(() => {
    const onResize = () => setPos((p) => clampInto(p, SIZE, { width: window.innerWidth, height: window.innerHeight }));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the end whenever a message, the pending answer or the opening changes.
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [messages, pending, open]);

  const onPointerDown = (e: ReactPointerEvent<HTMLButtonElement>) => {
    drag.current = { start: { x: e.clientX, y: e.clientY }, origin: pos, pointer: e.pointerId };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.pointer !== e.pointerId) return;
    const next = { x: d.origin.x + e.clientX - d.start.x, y: d.origin.y + e.clientY - d.start.y };
    setPos(clampInto(next, SIZE, { width: window.innerWidth, height: window.innerHeight }));
  };
  const onPointerUp = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    drag.current = null;
    if (d && isClick(d.start, { x: e.clientX, y: e.clientY })) setOpen((o) => !o);
  };

  const send = useCallback(async () => {
    const question = text.trim();
    // docs/behaviour.md §2.4: blocked while a reply is pending or the text is blank.
    if (pending || !question) return;
    setText('');
    setMessages((m) => [...m, { sender: 'user', type: 'text', content: question }]);
    setPending(true);
    try {
      const d = (await call(api.settings.aiQuestion, { body: { question, path: pathname } }, { silent: true })) as {
        answer: string;
        source: 'MODEL' | 'BUILTIN';
        links?: ChatMessage['links'];
      };
      setMessages((m) => [...m, { sender: 'reply', type: 'text', content: d.answer, source: d.source, links: d.links ?? [] }]);
    } catch {
      setMessages((m) => [...m, { sender: 'reply', type: 'text', content: inLanguage(AI_BUSY, lang) }]);
    } finally {
      setPending(false);
    }
  }, [text, pending, pathname, lang]);

  // The panel opens above and to the left of the button, inside the window.
  const panelLeft = Math.min(Math.max(8, pos.x + SIZE - PANEL_WIDTH), window.innerWidth - PANEL_WIDTH - 8);
  const panelTop = Math.min(Math.max(8, pos.y - AI_PANEL_HEIGHT - 8), window.innerHeight - AI_PANEL_HEIGHT - 8);

  return (
    <>
      <button
        type="button"
        aria-label={t('ai.title')}
        title={t('ai.title')}
        data-testid="ai-button"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (drag.current = null)}
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && setOpen((o) => !o)}
        style={{
          position: 'fixed',
          left: pos.x,
          top: pos.y,
          width: SIZE,
          height: SIZE,
          zIndex: 1001,
          borderRadius: '50%',
          border: 'none',
          background: token.colorPrimary,
          color: '#fff',
          fontSize: 22,
          cursor: 'grab',
          touchAction: 'none',
          boxShadow: '0 4px 12px rgba(0, 0, 0, 0.25)',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <RobotOutlined />
      </button>
      {open ? (
        <div
          data-testid="ai-panel"
          role="dialog"
          aria-label={t('ai.title')}
          style={{
            position: 'fixed',
            left: panelLeft,
            top: panelTop,
            width: PANEL_WIDTH,
            height: AI_PANEL_HEIGHT,
            zIndex: 1000,
            background: '#fff',
            borderRadius: 8,
            boxShadow: '0 6px 24px rgba(0, 0, 0, 0.2)',
            display: 'flex',
            flexDirection: 'column',
          }}
        >
          <div style={{ display: 'flex', alignItems: 'center', padding: '8px 12px', borderBottom: '1px solid #f0f0f0' }}>
            <RobotOutlined style={{ color: token.colorPrimary, marginRight: 8 }} />
            <Typography.Text strong style={{ flex: 1 }}>
              {t('ai.title')}
            </Typography.Text>
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              aria-label={t('ai.close')}
              onClick={() => setOpen(false)}
              data-testid="ai-close"
            />
          </div>
          <div ref={list} data-testid="ai-messages" style={{ flex: 1, overflowY: 'auto', padding: 12, background: '#fafafa' }}>
            <Bubble mine={false}>{t('ai.hello')}</Bubble>
            {messages.map((m, i) => (
              <Bubble key={i} mine={m.sender === 'user'} testId={`ai-message-${m.sender}`}>
                {m.source === 'BUILTIN' ? (
                  <Tag color="blue" style={{ marginBottom: 4 }}>
                    {t('ai.builtin')}
                  </Tag>
                ) : null}
                {/* The built-in answer lists what it found; its links say the same, so only its first line shows. */}
                <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {m.source === 'BUILTIN' && m.links?.length ? m.content.split('\n')[0] : m.content}
                </div>
                {m.links?.length ? (
                  <div style={{ marginTop: 6, display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
                    {m.links.map((l, j) => (
                      <span key={j}>
                        <Typography.Text type="secondary">{t(`ai.kind.${l.kind}`)}：</Typography.Text>
                        {l.url ? (
                          <a href={l.url} target="_blank" rel="noopener noreferrer" data-testid="ai-link">
                            {l.title}
                          </a>
                        ) : l.path ? (
                          // An in-app link: a real address (#/path), so it is reached and opened from the keyboard too.
                          <Link to={l.path} data-testid="ai-link" data-path={l.path}>
                            {l.title}
                          </Link>
                        ) : (
                          <span>{l.title}</span>
                        )}
                      </span>
                    ))}
                  </div>
                ) : null}
              </Bubble>
            ))}
            {pending ? (
              <Bubble mine={false} testId="ai-pending">
                {t('ai.thinking')}
              </Bubble>
            ) : null}
          </div>
          <div style={{ padding: 8, borderTop: '1px solid #f0f0f0', display: 'flex', gap: 8, alignItems: 'flex-end' }}>
            <Input.TextArea
              rows={AI_INPUT_ROWS}
              value={text}
              maxLength={AI_QUESTION_MAX}
              placeholder={t('ai.placeholder')}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  void send();
                }
              }}
              data-testid="ai-input"
              style={{ resize: 'none' }}
            />
            <Button
              type="primary"
              icon={<SendOutlined />}
              onClick={() => void send()}
              disabled={pending || !text.trim()}
              data-testid="ai-send"
            >
              {t('ai.send')}
            </Button>
          </div>
        </div>
      ) : null}
    </>
  );
}

function Bubble({ mine, children, testId }: { mine: boolean; children: React.ReactNode; testId?: string }) {
  return (
    <div style={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', marginBottom: 8 }} data-testid={testId}>
      <div
        style={{
          maxWidth: '85%',
          padding: '6px 10px',
          borderRadius: 8,
          background: mine ? '#d6e4ff' : '#fff',
          border: '1px solid #f0f0f0',
        }}
      >
        {children}
      </div>
    </div>
  );
}
