import { Skeleton } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import 'react-quill-new/dist/quill.snow.css';

// The editor is heavy and only forms with a rich-text field need it.
const ReactQuill = lazy(() => import('react-quill-new'));

/** Spec 01 §9: editor height 300 px, changes passed on after 250 ms of quiet. */
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

/** A rich-text field (notices, remarks with formatting). The server keeps only safe HTML. */
export default function RichTextInput({ id, value, onChange, onBlur, disabled, invalid }: Props) {
  const [text, setText] = useState(value ?? '');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(onChange);
  latest.current = onChange;

  // A value loaded from the server (edit screen) replaces what is shown.
  useEffect(() => setText(value ?? ''), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = (html: string) => {
    setText(html);
    clearTimeout(timer.current);
    // Quill's empty document is "<p><br></p>": report it as empty so "required" works.
    const out = html === '<p><br></p>' ? '' : html;
    timer.current = setTimeout(() => latest.current(out), RICH_TEXT_DEBOUNCE_MS);
  };

  return (
    <div id={id} data-testid={`richtext-${id}`} style={{ border: invalid ? '1px solid #ff4d4f' : undefined, borderRadius: 6 }}>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
        <ReactQuill
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
