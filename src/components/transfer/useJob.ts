import { useEffect, useState } from 'react';
import { api, request } from '../../api';
import { altHttp } from '../../providers';
import { JOB_POLL_MS } from '../../schemas';

/** A job as GET /api/jobs/{id} answers it (docs/api-transfer.md). */
export interface JobView {
  id: number;
  kind: 'export' | 'import';
  status: 'queued' | 'running' | 'done' | 'failed';
  progressDone: number;
  progressTotal: number | null;
  message: string | null;
  result: Record<string, unknown> | null;
  fileName: string | null;
  downloadUrl: string | null;
}

export const isFinished = (j: JobView | null) => j?.status === 'done' || j?.status === 'failed';

/** Polls a job until it has finished; a failed poll (a slow server) is simply tried again. */
export function useJob(id: number | null): JobView | null {
  const [job, setJob] = useState<JobView | null>(null);
  useEffect(() => {
    setJob(null);
    if (id === null) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const answer = (await request(altHttp, api.transfer.job, { params: { id } }, { silent: true })) as JobView;
        if (!live) return;
        setJob(answer);
        if (isFinished(answer)) return;
      } catch {
        // try again at the next tick
      }
      if (live) timer = setTimeout(poll, JOB_POLL_MS);
    };
    void poll();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [id]);
  return job;
}
