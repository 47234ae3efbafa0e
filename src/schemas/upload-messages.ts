import type { Bilingual } from './check-table';
import type { UploadKind } from './uploads';

/**
 * Why an upload was refused (docs/api-waybill.md "Uploads"): the server answers with these and the
 * browser's upload inputs show the same words before sending.
 */
export const UPLOAD_TYPE_MESSAGES: Readonly<Record<UploadKind, Bilingual>> = Object.freeze({
  image: {
    'zh-CN': '只能上传 JPG、JPEG、BMP、PNG 格式的图片',
    'en-US': 'Only JPG, JPEG, BMP and PNG images can be uploaded',
  },
  document: {
    'zh-CN': '只能上传 PDF、DOC、DOCX、XLS、XLSX、TXT、RAR、ZIP、JPG、JPEG、BMP、PNG、OFD 格式的文件',
    'en-US': 'Only PDF, DOC, DOCX, XLS, XLSX, TXT, RAR, ZIP, JPG, JPEG, BMP, PNG and OFD files can be uploaded',
  },
  video: {
    'zh-CN': '只能上传 MP4、WEBM 格式的视频',
    'en-US': 'Only MP4 and WEBM videos can be uploaded',
  },
});

/** Largest upload in bytes (10 MB) and the refusal beyond it. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TOO_LARGE_MESSAGE: Bilingual = Object.freeze({
  'zh-CN': '文件大小不能超过10MB',
  'en-US': 'The file must not be larger than 10MB',
});

/** Videos (tutorials) may be larger: 100 MB. */
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
export const VIDEO_TOO_LARGE_MESSAGE: Bilingual = Object.freeze({
  'zh-CN': '视频大小不能超过100MB',
  'en-US': 'The video must not be larger than 100MB',
});

/** The size limit of an upload kind and its refusal. */
export const uploadLimitOf = (kind: UploadKind) =>
  kind === 'video'
    ? { max: VIDEO_MAX_BYTES, message: VIDEO_TOO_LARGE_MESSAGE }
    : { max: UPLOAD_MAX_BYTES, message: UPLOAD_TOO_LARGE_MESSAGE };
