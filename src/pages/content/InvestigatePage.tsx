import { App, Button, Card, Checkbox, Empty, Form, Input, Radio, Rate, Result, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../api';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { currentLanguage, t, tDynamic } from '../../providers';
import { checkAnswers, type Answers, type Questionnaire } from '../../schemas/questionnaire';
import { QuestionnaireManager } from './QuestionnaireManager';

interface Current {
  questionnaire: Questionnaire | null;
  answers: Answers | null;
  submitTime: string | null;
  canManage: boolean;
}

/** The answer sheet of a questionnaire: one input per question, checked by the shared rules before sending. */
function AnswerSheet({ q, initial, onDone }: { q: Questionnaire; initial: Answers | null; onDone: () => void }) {
  const { message } = App.useApp();
  const [answers, setAnswers] = useState<Answers>(initial ?? {});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // Refreshes the page's questionnaire (answered) and the manager's answer counts.
  const answer = useApiMutation(api.pages.questionnaireAnswer);
  const set = (id: string, v: Answers[string] | undefined) => {
    setAnswers((a) => {
      const next = { ...a };
      if (v === undefined || v === '' || (Array.isArray(v) && !v.length)) delete next[id];
      else next[id] = v;
      return next;
    });
    setErrors((e) => ({ ...e, [id]: '' }));
  };
  const submit = async () => {
    const check = checkAnswers(q.questions, answers, currentLanguage());
    if (!check.clean) {
      setErrors(check.errors);
      return;
    }
    setSaving(true);
    try {
      await answer.mutateAsync({ params: { id: q.id }, body: { answers: check.clean } });
      void message.success(t('investigate.thanks'));
      onDone();
    } catch (e) {
      const errs = (e as { errors?: Record<string, string> }).errors;
      if (errs) setErrors(errs);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div data-testid="answer-sheet">
      {q.intro ? <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{q.intro}</Typography.Paragraph> : null}
      <Form layout="vertical" component="div">
        {q.questions.map((question, i) => {
          const v = answers[question.id];
          let input;
          switch (question.type) {
            case 'single':
              input = (
                <Radio.Group value={v} onChange={(e) => set(question.id, e.target.value)}>
                  {question.options?.map((o) => (
                    <Radio key={o} value={o}>
                      {o}
                    </Radio>
                  ))}
                </Radio.Group>
              );
              break;
            case 'multiple':
              input = (
                <Checkbox.Group
                  value={(v as string[]) ?? []}
                  options={question.options ?? []}
                  onChange={(list) => set(question.id, list as string[])}
                />
              );
              break;
            case 'rating':
              input = <Rate value={typeof v === 'number' ? v : 0} onChange={(n) => set(question.id, n || undefined)} />;
              break;
            default:
              input = (
                <Input.TextArea
                  value={(v as string) ?? ''}
                  maxLength={1000}
                  autoSize={{ minRows: 2, maxRows: 6 }}
                  onChange={(e) => set(question.id, e.target.value)}
                />
              );
          }
          return (
            <Form.Item
              key={question.id}
              label={`${i + 1}. ${question.title}`}
              required={question.required}
              validateStatus={errors[question.id] ? 'error' : undefined}
              help={errors[question.id] || undefined}
              data-testid={`question-${question.id}`}
            >
              {input}
            </Form.Item>
          );
        })}
      </Form>
      <Button type="primary" onClick={() => void submit()} loading={saving} data-testid="answer-submit">
        {initial ? t('investigate.update') : t('investigate.submit')}
      </Button>
    </div>
  );
}

/**
 * 问卷调查 (/investigate): the published questionnaire to answer (again, while it is open); for the
 * platform administrator also the questionnaires to define and their answers.
 */
export default function InvestigatePage() {
  const data = (useApiQuery(api.pages.questionnaireCurrent).data ?? null) as Current | null;
  const [editing, setEditing] = useState(false);
  if (!data) return <Spin style={{ display: 'block', margin: 48 }} />;
  const q = data.questionnaire;
  const answered = !!data.answers && !editing;
  const fill = !q ? (
    <Empty description={t('investigate.none')} />
  ) : answered ? (
    <div data-testid="answered">
      <Result
        status="success"
        title={t('investigate.answered')}
        subTitle={data.submitTime ? new Date(data.submitTime).toLocaleString() : undefined}
        extra={
          <Button onClick={() => setEditing(true)} data-testid="answer-again">
            {t('investigate.change')}
          </Button>
        }
      />
    </div>
  ) : (
    <AnswerSheet key={q.id} q={q} initial={data.answers} onDone={() => setEditing(false)} />
  );
  return (
    <Card title={q ? q.title : tDynamic('route.investigate')} data-testid="investigate-page">
      {data.canManage ? (
        <Tabs
          items={[
            { key: 'fill', label: t('investigate.fill'), children: fill },
            { key: 'manage', label: t('investigate.manage'), children: <QuestionnaireManager /> },
          ]}
        />
      ) : (
        fill
      )}
    </Card>
  );
}
