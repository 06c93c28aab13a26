import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface RichTextEditorFieldProps {
  label: string;
  /** HTML; '' for nothing written. */
  value: string;
  onChange: (html: string) => void;
  error?: string;
  /** Marks the label with the form's asterisk and tells assistive technology the field must be filled. */
  required?: boolean;
}

/**
 * A rich-text input offering only what the server keeps when it sanitises (headings, emphasis, lists, quotes,
 * code, rules and links), so what the host sees while writing is what visitors see.
 */
export function RichTextEditorField({ label, value, onChange, error, required = false }: RichTextEditorFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  // The editor is created once; the latest handler is read through a ref so it never calls a stale one.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }), Link],
    content: value,
    editorProps: {
      attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': labelId, 'aria-required': String(required) },
    },
    onUpdate: ({ editor: current }) => onChangeRef.current(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }} error={error} required={required}>
      <RichTextEditor
        editor={editor}
        labels={{
          boldControlLabel: t('richText.bold'),
          italicControlLabel: t('richText.italic'),
          underlineControlLabel: t('richText.underline'),
          strikeControlLabel: t('richText.strike'),
          h2ControlLabel: t('richText.heading2'),
          h3ControlLabel: t('richText.heading3'),
          bulletListControlLabel: t('richText.bulletList'),
          orderedListControlLabel: t('richText.orderedList'),
          blockquoteControlLabel: t('richText.blockquote'),
          linkControlLabel: t('richText.link'),
          unlinkControlLabel: t('richText.unlink'),
          undoControlLabel: t('richText.undo'),
          redoControlLabel: t('richText.redo'),
          linkEditorInputLabel: t('richText.linkAddress'),
          linkEditorInputPlaceholder: t('richText.linkPlaceholder'),
          linkEditorExternalLink: t('richText.linkNewTab'),
          linkEditorInternalLink: t('richText.linkSameTab'),
          linkEditorSave: t('richText.linkSave'),
        }}
      >
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Undo />
            <RichTextEditor.Redo />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
