import { useRef } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

type Props = Omit<ButtonProps, 'onClick'> & {
  /** The files the chooser offers (the input's `accept`). */
  accept?: string;
  /** The file chosen; choosing the same file again calls it again. */
  onFile: (file: File) => void;
  /** The hidden input's test id: tests hand it their files. */
  inputTestId?: string;
};

/** A button that opens the file chooser, through a hidden file input. */
export function FileButton({ accept, onFile, inputTestId, ...button }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        data-testid={inputTestId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button {...button} onClick={() => input.current?.click()} />
    </>
  );
}
