import type { InputHTMLAttributes, Ref } from 'react';
import './file-input.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  id: string;
  /** What the button says; also the field's name for a screen reader. */
  label: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A file picker in French whatever the browser's language. The native control's button and its
 * « no file » line are the browser's words: on a school computer set up in English they read
 * "Choose File" and "No file chosen". The native input stays, focusable and named by its label,
 * but out of sight; its label, drawn as a button, opens it on a click, and the input itself on
 * Enter or Space.
 */
export function FileInput({ id, label, inputRef, ...input }: Props) {
  return (
    <span className="file-input">
      <input ref={inputRef} id={id} type="file" className="visually-hidden" {...input} />
      <label htmlFor={id} className="btn btn-secondary">
        {label}
      </label>
    </span>
  );
}
