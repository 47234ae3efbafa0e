import { FileExcelOutlined, FileOutlined, FilePdfOutlined, FileWordOutlined } from '@ant-design/icons';
import { App, Button, Carousel, Image, List, Tooltip } from 'antd';
import { t } from '../../providers';
import { fileKind, type FileKind } from '../../components/tracking/format';
import { openLink, useIsMobile } from './media';
import { EmptyText } from './Section';
import type { Attachment } from './types';

/** Carousel interval (docs/behaviour.md §1.9) and picture thumbnail size (docs/behaviour.md §2.9). */
export const CAROUSEL_INTERVAL_MS = 2000;
export const THUMB_SIZE = 100;

const ICONS: Record<FileKind, typeof FileOutlined> = {
  excel: FileExcelOutlined,
  pdf: FilePdfOutlined,
  word: FileWordOutlined,
  other: FileOutlined,
};
const ICON_COLORS: Record<FileKind, string> = { excel: '#389e0d', pdf: '#cf1322', word: '#1d39c4', other: '#595959' };

/** Opens an attachment, or says 未获取到附件地址 when it has no address (docs/behaviour.md §2.5). */
function useOpenAttachment() {
  const { message } = App.useApp();
  const mobile = useIsMobile();
  return (a: Attachment) => {
    // An address that is not a web address or a stored file is no address to open.
    if (!a.fileUrl || !openLink(a.fileUrl, mobile)) void message.warning(t('tracking.noAttachmentUrl'));
  };
}

/** Related files: name (remark in a tooltip) with an icon by extension. */
export function FileList({ files }: { files: Attachment[] }) {
  const open = useOpenAttachment();
  if (!files.length) return <EmptyText text={t('tracking.empty.files')} testId="empty-files" />;
  return (
    <List
      data-testid="file-list"
      size="small"
      dataSource={files}
      renderItem={(a) => {
        const kind = fileKind(a.fileName || a.fileUrl);
        const Icon = ICONS[kind];
        return (
          <List.Item>
            <Tooltip title={a.fileRemark || undefined}>
              <Button
                type="link"
                data-testid="file-link"
                data-kind={kind}
                onClick={() => open(a)}
                icon={<Icon style={{ color: ICON_COLORS[kind], fontSize: 18 }} />}
                style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left', wordBreak: 'break-all' }}
              >
                {a.fileName || '-'}
              </Button>
            </Tooltip>
          </List.Item>
        );
      }}
    />
  );
}

/**
 * Related pictures: a carousel (every 2000 ms; the sea pages keep it still) and 100x100 thumbnails
 * that open the picture large.
 */
export function PictureGallery({ pictures, autoplay }: { pictures: Attachment[]; autoplay: boolean }) {
  const open = useOpenAttachment();
  if (!pictures.length) return <EmptyText text={t('tracking.empty.pictures')} testId="empty-pictures" />;
  const withUrl = pictures.filter((p) => p.fileUrl);
  return (
    <div data-testid="picture-gallery">
      {withUrl.length ? (
        <Carousel
          autoplay={autoplay}
          autoplaySpeed={CAROUSEL_INTERVAL_MS}
          data-testid="picture-carousel"
          style={{ background: '#fafafa', marginBottom: 12 }}
        >
          {withUrl.map((p, i) => (
            <div key={p.orderFileId ?? i}>
              <img
                src={p.fileUrl!}
                alt={p.fileName ?? ''}
                style={{ display: 'block', margin: '0 auto', maxWidth: '100%', height: 240, objectFit: 'contain' }}
              />
            </div>
          ))}
        </Carousel>
      ) : null}
      <Image.PreviewGroup>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {pictures.map((p, i) => (
            <Tooltip key={p.orderFileId ?? i} title={p.fileRemark || p.fileName || undefined}>
              {p.fileUrl ? (
                <Image
                  data-testid="picture-thumb"
                  src={p.fileUrl}
                  alt={p.fileName ?? ''}
                  width={THUMB_SIZE}
                  height={THUMB_SIZE}
                  style={{ objectFit: 'cover' }}
                />
              ) : (
                <button
                  type="button"
                  data-testid="picture-thumb-missing"
                  onClick={() => open(p)}
                  style={{
                    border: 'none',
                    padding: 4,
                    width: THUMB_SIZE,
                    height: THUMB_SIZE,
                    background: '#f5f5f5',
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    cursor: 'pointer',
                    fontSize: 12,
                    color: '#8c8c8c',
                    textAlign: 'center',
                  }}
                >
                  {p.fileName || '-'}
                </button>
              )}
            </Tooltip>
          ))}
        </div>
      </Image.PreviewGroup>
    </div>
  );
}
