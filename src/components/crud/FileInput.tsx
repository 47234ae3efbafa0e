import { CloseOutlined, UploadOutlined } from '@ant-design/icons';
import { App, Button, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { api, call } from '../../api';
import { currentLanguage, inLanguage, t } from '../../providers';
import { UPLOAD_TYPE_MESSAGES, uploadLimitOf } from '../../schemas/upload-messages';
import { DOCUMENT_EXTENSIONS, IMAGE_EXTENSIONS, VIDEO_EXTENSIONS, allowedUpload, type UploadKind } from '../../schemas/uploads';
import { isSafeUrl } from '../../schemas/rules';

/** The uploaded file's name as shown: the last part of its address, decoded. */
export function fileNameOf(url: string): string {
  const last = url.split(/[?#]/)[0].split('/').pop() || url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** Only our own stored files and web addresses are links: a javascript: URL must never run on click. */
export const isLinkable = (url: string) => isSafeUrl(url);

/**
 * Why a file may not be sent, in the server's words (its name's extension must be allowed for the
 * kind, docs/behaviour.md §1.5.3; at most 10 MB, videos 100 MB), or null. The server checks the bytes as well.
 */
export function uploadRefusal(file: { name: string; size: number }, kind: UploadKind, lang = currentLanguage()): string | null {
  if (!allowedUpload(file.name, kind)) return inLanguage(UPLOAD_TYPE_MESSAGES[kind], lang);
  const limit = uploadLimitOf(kind);
  if (file.size > limit.max) return inLanguage(limit.message, lang);
  return null;
}

interface Props {
  id: string;
  value: unknown;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  disabled?: boolean;
  invalid?: boolean;
  kind: UploadKind;
}

/**
 * A file field: uploads to /api/upload through the shared http client (token, interface language,
 * the server's message on a refusal) and keeps the answer's fileUrl as the value.
 */
export function FileInput({ id, value, onChange, onBlur, disabled, invalid, kind }: Props) {
  const { message } = App.useApp();
  const [uploading, setUploading] = useState(false);
  const url = typeof value === 'string' ? value : '';
  const accept = (kind === 'image' ? IMAGE_EXTENSIONS : kind === 'video' ? VIDEO_EXTENSIONS : DOCUMENT_EXTENSIONS)
    .map((e) => `.${e}`)
    .join(',');

  return (
    <Space size={8} wrap data-testid={`file-input-${id}`}>
      <Upload
        accept={accept}
        showUploadList={false}
        disabled={disabled || uploading}
        beforeUpload={(file) => {
          const refusal = uploadRefusal(file, kind);
          if (refusal) {
            void message.error(refusal);
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={async ({ file, onSuccess, onError }) => {
          const form = new FormData();
          form.append('file', file as Blob);
          setUploading(true);
          try {
            const answer = await call(api.files.upload, { query: { kind }, body: form });
            const fileUrl = answer?.fileUrl;
            if (typeof fileUrl !== 'string' || !fileUrl) throw new Error('no fileUrl in the answer');
            onChange(fileUrl);
            onBlur?.();
            onSuccess?.(answer);
          } catch (error) {
            // A refusal (400/413) has been shown by the http client with the server's message.
            onError?.(error as Error);
          } finally {
            setUploading(false);
          }
        }}
      >
        <Button id={id} icon={<UploadOutlined />} loading={uploading} disabled={disabled} danger={invalid} htmlType="button">
          {t('upload.button')}
        </Button>
      </Upload>
      {url ? (
        <Space size={4}>
          {isLinkable(url) ? (
            <Typography.Link href={url} target="_blank" rel="noopener noreferrer" data-testid={`${id}-link`}>
              {fileNameOf(url)}
            </Typography.Link>
          ) : (
            <span>{url}</span>
          )}
          {disabled ? null : (
            <Button
              type="text"
              size="small"
              icon={<CloseOutlined />}
              aria-label={t('upload.remove')}
              title={t('upload.remove')}
              onClick={() => onChange(null)}
            />
          )}
        </Space>
      ) : null}
    </Space>
  );
}
