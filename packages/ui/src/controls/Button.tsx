import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styles from './Button.module.css';

type ButtonProps = Omit<AriaButtonProps, 'className' | 'children' | 'isPending'> & {
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'danger';
  size?: 'normal' | 'small';
  className?: string;
  /**
   * A call it started is under way: pressing again does nothing, the button keeps its focus and
   * says it is busy. (React Aria's own isPending announces through a live region that points at the
   * button, which is gone when the call took the screen away.)
   */
  isPending?: boolean;
};

/** The staff app's button (React Aria): pressed by mouse, touch, Enter or Space alike. */
export function Button({
  variant = 'primary',
  size = 'normal',
  className,
  isPending = false,
  onPress,
  type,
  children,
  ...props
}: ButtonProps) {
  const classes = [
    styles.button,
    variant === 'secondary' && styles.secondary,
    variant === 'danger' && styles.danger,
    size === 'small' && styles.small,
    className,
  ];
  return (
    <AriaButton
      {...props}
      type={isPending ? 'button' : type}
      onPress={isPending ? undefined : onPress}
      data-pending={isPending || undefined}
      className={classes.filter(Boolean).join(' ')}
    >
      {children}
      {isPending && <span className={styles.busy} aria-hidden="true" />}
    </AriaButton>
  );
}

/** A link that looks like a button (for downloads and navigation). */
export function buttonClass(
  variant: 'primary' | 'secondary' = 'secondary',
  size: 'normal' | 'small' = 'normal',
) {
  return [styles.button, variant === 'secondary' && styles.secondary, size === 'small' && styles.small]
    .filter(Boolean)
    .join(' ');
}
