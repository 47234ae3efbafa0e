import { App, Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type ReactQuillType from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import { t } from '../../providers';
import { RICH_TEXT_IMAGE_TYPES, storeInlinePictures, uploadHandler, type QuillLike } from './richTextImages';

// The editor is heavy and only forms with a rich-text field need it.
const ReactQuill = lazy(() => import('react-quill-new'));

/** docs/behaviour.md §1.9: editor height 300 px, changes passed on after 250 ms of quiet. */
export const RICH_TEXT_HEIGHT = 300;
export const RICH_TEXT_DEBOUNCE_MS = 250;

interface Props {
  id: string;
  value: string | null | undefined;
  onChange: (html: string) => void;
  onBlur?: () => void;
  disabled?: boolean;
  invalid?: boolean;
}

/**
 * A rich-text field (notices, remarks with formatting). The server keeps only safe HTML, and only
 * pictures stored in the product: pasted or dropped pictures are uploaded here (richTextImages.ts).
 */
export default function RichTextInput({ id, value, onChange, onBlur, disabled, invalid }: Props) {
  const [text, setText] = useState(value ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(onChange);
  latest.current = onChange;
  const editor = useRef<ReactQuillType>(null);
  const storing = useRef(false);
  const { message } = App.useApp();
  // The client has shown the server's refusal; only a picture the upload does not take needs a word.
  const refused = (e: unknown) => {
    if (!(e instanceof Error) || !('statusCode' in e)) void message.warning(t('richText.pictureRefused'));
  };
  const refusedRef = useRef(refused);
  refusedRef.current = refused;
  // Quill reads its modules once: built once, reaching the current handlers through refs.
  const modules = useMemo(
    () => ({ uploader: { mimetypes: RICH_TEXT_IMAGE_TYPES, handler: uploadHandler((e) => refusedRef.current(e)) } }),
    [],
  );

  // A value loaded from the server (edit screen) replaces what is shown.
  useEffect(() => setText(value ?? ''), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (html: string) => {
    setText(html);
    if (html.includes('src="data:') && !storing.current) {
      const quill = editor.current?.getEditor() as unknown as QuillLike | undefined;
      if (quill) {
        storing.current = true;
        void storeInlinePictures(quill, (e) => refusedRef.current(e)).finally(() => (storing.current = false));
      }
    }
    clearTimeout(timer.current);
    // Quill's empty document is "<p><br></p>": report it as empty so "required" works.
    const out = html === '<p><br></p>' ? '' : html;
    timer.current = setTimeout(() => latest.current(out), RICH_TEXT_DEBOUNCE_MS);
  };

  return (
    <div id={id} data-testid={`richtext-${id}`} style={{ border: invalid ? '1px solid #ff4d4f' : undefined, borderRadius: 6 }}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <ReactQuill
          ref={editor}
          modules={modules}
          theme="snow"
          value={text}
          onChange={change}
          onBlur={onBlur}
          readOnly={disabled}
          style={{ height: RICH_TEXT_HEIGHT, marginBottom: 42 }}
        />
      </Suspense>
    </div>
  );
}
