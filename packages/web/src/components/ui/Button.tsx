import type { ComponentProps } from 'react';
import styles from './Button.module.css';

type ButtonProps = ComponentProps<'button'> & {
  busy?: boolean;
  /** `secondary`: outlined, for the quieter action beside a main one. */
  variant?: 'primary' | 'secondary';
};

/** The design system's button; `busy` disables it and tells assistive technology why. */
export function Button({
  busy = false,
  variant = 'primary',
  className,
  type = 'button',
  disabled,
  ...props
}: ButtonProps) {
  const classes = [styles.button, variant === 'secondary' && styles.secondary, className];
  return (
    <button
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    />
  );
}
