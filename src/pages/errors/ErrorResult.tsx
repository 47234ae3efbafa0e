import { Button, Result } from 'antd';
import type { ResultProps } from 'antd';
import { useNavigate } from 'react-router';
import { t } from '../../providers';
import { homePath } from '../../resources';

interface Props {
  status: ResultProps['status'];
  title: string;
  subTitle?: string;
  testId: string;
}

/** The shared body of the error pages: a message and the way back to the dashboard. */
export function ErrorResult({ status, title, subTitle, testId }: Props) {
  const navigate = useNavigate();
  return (
    <div data-testid={testId}>
      <Result
        status={status}
        title={title}
        subTitle={subTitle}
        extra={
          <Button type="primary" onClick={() => navigate(homePath())}>
            {t('button.backHome')}
          </Button>
        }
      />
    </div>
  );
}
