import type { ButtonHTMLAttributes } from 'react';
import styles from './Button.module.css';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { busy?: boolean };

/** The design system's button; `busy` disables it and tells assistive technology why. */
export function Button({ busy = false, className, type = 'button', disabled, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={className ? `${styles.button} ${className}` : styles.button}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    />
  );
}
