import { dash } from '../../components/display/empty';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Col, Drawer, Input, Modal, Progress, Row, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../api';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { currentLanguage, t, tDynamic } from '../../providers';
import {
  QUESTION_TYPES,
  checkQuestionnaire,
  type AnswerValue,
  type Question,
  type Questionnaire,
  type QuestionType,
} from '../../schemas/questionnaire';
import { FileInput } from '../../components/crud/FileInput';

const STATUS_COLOR: Record<string, string> = { DRAFT: 'default', PUBLISHED: 'green', CLOSED: 'red' };

interface Draft {
  id?: number;
  title: string;
  intro: string;
  status: string;
  activityImage: string | null;
  questions: (Question & { optionsText: string })[];
}

const blankQuestion = (n: number): Draft['questions'][number] => ({
  id: `q${n}`,
  type: 'single',
  title: '',
  required: true,
  options: [],
  optionsText: '',
});

const toDraft = (q?: Questionnaire): Draft =>
  q
    ? {
        id: q.id,
        title: q.title,
        intro: q.intro ?? '',
        status: q.status,
        activityImage: q.activityImage ?? null,
        questions: q.questions.map((x) => ({ ...x, optionsText: (x.options ?? []).join('\n') })),
      }
    : { title: '', intro: '', status: 'DRAFT', activityImage: null, questions: [blankQuestion(1)] };

const fromDraft = (d: Draft) => ({
  title: d.title,
  intro: d.intro,
  status: d.status,
  activityImage: d.activityImage,
  questions: d.questions.map(({ optionsText, ...q }) => ({
    id: q.id,
    type: q.type,
    title: q.title,
    required: q.required,
    ...(q.type === 'single' || q.type === 'multiple'
      ? {
          options: optionsText
            .split('\n')
            .map((s) => s.trim())
            .filter(Boolean),
        }
      : {}),
  })),
});

/** The questionnaire editor: title, introduction, state, and the questions with their options (one per line). */
function Editor({ initial, onClose, onSaved }: { initial: Draft; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const [d, setD] = useState<Draft>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Either refreshes the list here and the questionnaire to answer (same topic).
  const create = useApiMutation(api.pages.createQuestionnaire);
  const update = useApiMutation(api.pages.updateQuestionnaire);
  const setQ = (i: number, patch: Partial<Draft['questions'][number]>) =>
    setD((x) => ({ ...x, questions: x.questions.map((q, k) => (k === i ? { ...q, ...patch } : q)) }));
  const save = async () => {
    const body = fromDraft(d);
    const check = checkQuestionnaire(body, currentLanguage());
    if (!check.clean) {
      setErrors(check.errors);
      return;
    }
    try {
      if (d.id) await update.mutateAsync({ params: { id: d.id }, body });
      else await create.mutateAsync({ body });
      void message.success(t('success'));
      onSaved();
    } catch (e) {
      const errs = (e as { errors?: Record<string, string> }).errors;
      if (errs) setErrors(errs);
    }
  };
  const err = (k: string) => (errors[k] ? <Typography.Text type="danger">{errors[k]}</Typography.Text> : null);
  const nextId = () => {
    const used = new Set(d.questions.map((q) => q.id));
    let n = d.questions.length + 1;
    while (used.has(`q${n}`)) n += 1;
    return n;
  };
  return (
    <Modal
      open
      onCancel={onClose}
      onOk={() => void save()}
      width={730}
      title={d.id ? t('investigate.edit') : t('investigate.new')}
      okButtonProps={{ 'data-testid': 'questionnaire-save' } as never}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }} data-testid="questionnaire-editor">
        <Input
          id="questionnaire-title"
          value={d.title}
          placeholder={t('investigate.title')}
          onChange={(e) => setD({ ...d, title: e.target.value })}
        />
        {err('title')}
        <Input.TextArea
          value={d.intro}
          placeholder={t('investigate.intro')}
          autoSize={{ minRows: 2 }}
          onChange={(e) => setD({ ...d, intro: e.target.value })}
        />
        <Select
          id="questionnaire-status"
          value={d.status}
          style={{ width: 200 }}
          onChange={(v) => setD({ ...d, status: v })}
          options={(['DRAFT', 'PUBLISHED', 'CLOSED'] as const).map((s) => ({ value: s, label: t(`investigate.status.${s}`) }))}
        />
        <div data-testid="questionnaire-activity-image">
          <Typography.Text type="secondary">{t('investigate.activityImage')}</Typography.Text>
          <div style={{ marginTop: 4 }}>
            <FileInput
              id="questionnaire-activityImage"
              kind="image"
              value={d.activityImage}
              onChange={(v) => setD({ ...d, activityImage: v })}
            />
          </div>
          {d.activityImage ? (
            <img
              src={d.activityImage}
              alt={t('investigate.activityImage')}
              style={{ display: 'block', marginTop: 8, maxWidth: '100%', maxHeight: 120 }}
            />
          ) : null}
          {err('activityImage')}
        </div>
        {err('questions')}
        {d.questions.map((q, i) => (
          <Card
            key={i}
            size="small"
            data-testid="question-editor"
            title={`${i + 1}.`}
            extra={
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                onClick={() => setD({ ...d, questions: d.questions.filter((_, k) => k !== i) })}
                aria-label={t('buttons.delete')}
              />
            }
          >
            <Row gutter={8}>
              <Col span={16}>
                <Input value={q.title} placeholder={t('investigate.question')} onChange={(e) => setQ(i, { title: e.target.value })} />
              </Col>
              <Col span={5}>
                <Select
                  value={q.type}
                  style={{ width: '100%' }}
                  onChange={(v: QuestionType) => setQ(i, { type: v })}
                  options={QUESTION_TYPES.map((x) => ({ value: x, label: t(`investigate.type.${x}`) }))}
                />
              </Col>
              <Col span={3}>
                <Switch checked={q.required} onChange={(v) => setQ(i, { required: v })} checkedChildren={t('investigate.required')} />
              </Col>
            </Row>
            {q.type === 'single' || q.type === 'multiple' ? (
              <Input.TextArea
                style={{ marginTop: 8 }}
                value={q.optionsText}
                placeholder={t('investigate.options')}
                autoSize={{ minRows: 2 }}
                onChange={(e) => setQ(i, { optionsText: e.target.value })}
              />
            ) : null}
            {err(`questions[${i}].title`)} {err(`questions[${i}].options`)} {err(`questions[${i}].id`)}
          </Card>
        ))}
        <Button
          icon={<PlusOutlined />}
          onClick={() => setD({ ...d, questions: [...d.questions, blankQuestion(nextId())] })}
          data-testid="question-add"
        >
          {t('investigate.addQuestion')}
        </Button>
      </Space>
    </Modal>
  );
}

interface AnswerPage {
  records: { id: number; answers: Record<string, AnswerValue>; submitTime: string; userName: string; orgName: string }[];
  total: number;
  summary: { id: string; answered: number; counts?: Record<string, number>; average?: number | null }[];
}

/** The answers of one questionnaire: a summary per question and the answer sheets, newest first. */
function Answers({ q, onClose }: { q: Questionnaire; onClose: () => void }) {
  const [current, setCurrent] = useState(1);
  const page = (useApiQuery(api.pages.questionnaireAnswers, { params: { id: q.id }, query: { current, size: 20 } }).data ??
    null) as AnswerPage | null;
  const show = (v: AnswerValue | undefined) => (v === undefined ? '-' : Array.isArray(v) ? v.join('、') : String(v));
  return (
    <Drawer open onClose={onClose} width={900} title={`${q.title} · ${t('investigate.answers')}`} destroyOnHidden>
      {page ? (
        <div data-testid="questionnaire-answers">
          {q.questions.map((question, i) => {
            const s = page.summary.find((x) => x.id === question.id);
            return (
              <Card
                key={question.id}
                size="small"
                style={{ marginBottom: 8 }}
                title={`${i + 1}. ${question.title}`}
                extra={t('investigate.answeredBy', { n: s?.answered ?? 0 })}
              >
                {s?.counts ? (
                  Object.entries(s.counts).map(([o, n]) => (
                    <Row key={o} gutter={8} align="middle">
                      <Col span={6}>{o}</Col>
                      <Col span={18}>
                        <Progress percent={s.answered ? Math.round((n / s.answered) * 100) : 0} format={() => String(n)} size="small" />
                      </Col>
                    </Row>
                  ))
                ) : s?.average !== undefined ? (
                  <span>{t('investigate.average', { n: dash(s.average) })}</span>
                ) : null}
              </Card>
            );
          })}
          <Table
            rowKey="id"
            size="small"
            dataSource={page.records}
            pagination={{ current, pageSize: 20, total: page.total, onChange: setCurrent }}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t('investigate.org'), dataIndex: 'orgName' },
              { title: t('investigate.user'), dataIndex: 'userName' },
              { title: t('investigate.time'), dataIndex: 'submitTime', render: (v: string) => new Date(v).toLocaleString() },
              ...q.questions.map((question, i) => ({
                title: `${i + 1}`,
                key: question.id,
                render: (_: unknown, r: AnswerPage['records'][number]) => show(r.answers[question.id]),
              })),
            ]}
          />
        </div>
      ) : null}
    </Drawer>
  );
}

/** The platform administrator's list of questionnaires: define, publish or close them, read the answers. */
export function QuestionnaireManager() {
  const list = (useApiQuery(api.pages.questionnaires).data ?? []) as Questionnaire[];
  const [editing, setEditing] = useState<Draft | null>(null);
  const [viewing, setViewing] = useState<Questionnaire | null>(null);
  return (
    <div data-testid="questionnaire-manager">
      <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('investigate.manageHint')} />
      <Button
        type="primary"
        icon={<PlusOutlined />}
        onClick={() => setEditing(toDraft())}
        style={{ marginBottom: 12 }}
        data-testid="questionnaire-new"
      >
        {t('investigate.new')}
      </Button>
      <Table
        rowKey="id"
        size="small"
        dataSource={list}
        pagination={false}
        columns={[
          { title: t('investigate.title'), dataIndex: 'title' },
          {
            title: t('investigate.statusCol'),
            dataIndex: 'status',
            render: (s: string) => <Tag color={STATUS_COLOR[s]}>{tDynamic(`investigate.status.${s}`)}</Tag>,
          },
          { title: t('investigate.answers'), dataIndex: 'answerCount' },
          {
            title: '',
            key: 'actions',
            render: (_: unknown, q: Questionnaire) => (
              <Space>
                <Button size="small" onClick={() => setEditing(toDraft(q))} data-testid="questionnaire-edit">
                  {t('buttons.edit')}
                </Button>
                <Button size="small" onClick={() => setViewing(q)} data-testid="questionnaire-view-answers">
                  {t('investigate.answers')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {editing ? <Editor initial={editing} onClose={() => setEditing(null)} onSaved={() => setEditing(null)} /> : null}
      {viewing ? <Answers q={viewing} onClose={() => setViewing(null)} /> : null}
    </div>
  );
}
