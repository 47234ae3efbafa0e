import { Spin } from 'antd';

/** What a lazy page or the session check shows while it loads. */
export function PageLoading({ tip }: { tip?: string }) {
  return (
    <div style={{ display: 'flex', minHeight: 240, height: '100%', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" tip={tip}>
        {/* Spin shows its tip only when it wraps something. */}
        {tip ? <div style={{ width: 200, height: 80 }} /> : null}
      </Spin>
    </div>
  );
}
