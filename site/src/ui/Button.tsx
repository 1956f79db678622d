import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'accent' | 'outline' | 'ghost' | 'danger' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

type StyleProps = {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
};

const sizeStyles = {
  sm: css`
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    gap: ${({ theme }) => theme.space[1]};
  `,
  md: css`
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space[5]};
    font-size: ${({ theme }) => theme.fontSizes.md};
    gap: ${({ theme }) => theme.space[2]};
  `,
  lg: css`
    min-height: 52px;
    padding: 0 ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    gap: ${({ theme }) => theme.space[2]};
  `,
} as const;

const variantStyles = {
  primary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textInverse};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primary600};
    }
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.accentContrast};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentHover};
    }
    &:active:not(:disabled) {
      background: ${({ theme }) => theme.colors.accentActive};
    }
  `,
  outline: css`
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.borderStrong};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primary50};
      border-color: ${({ theme }) => theme.colors.primary};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.primary50};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.danger};
    color: ${({ theme }) => theme.colors.textInverse};
    &:hover:not(:disabled) {
      filter: brightness(1.08);
    }
  `,
  /** Outline button for dark (navy) surfaces. */
  inverse: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.textInverse};
    border-color: ${({ theme }) => theme.colors.inverseBorder};
    &:hover:not(:disabled) {
      background: ${({ theme }) => theme.colors.inverseHover};
      border-color: ${({ theme }) => theme.colors.textInverse};
    }
  `,
} as const;

const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1.5px solid transparent;
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast},
    color ${({ theme }) => theme.transitions.fast},
    box-shadow ${({ theme }) => theme.transitions.fast},
    transform ${({ theme }) => theme.transitions.fast};

  ${({ $size }) => sizeStyles[$size]}
  ${({ $variant }) => variantStyles[$variant]}

  &:active:not(:disabled) {
    transform: translateY(1px);
  }

  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }

  svg {
    flex-shrink: 0;
  }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

const StyledLinkButton = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

const StyledAnchorButton = styled.a<StyleProps>`
  ${buttonStyles}
`;

type CommonProps = {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Icon rendered before the label. */
  iconLeft?: ReactNode;
  /** Icon rendered after the label. */
  iconRight?: ReactNode;
  children?: ReactNode;
};

export type ButtonAsButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps> & {
    to?: undefined;
    href?: undefined;
    /** Shows a spinner, disables the button and marks it busy. */
    loading?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

export type ButtonAsLinkProps = CommonProps &
  Omit<LinkProps, keyof CommonProps> & {
    /** Internal destination: renders a react-router `Link`. */
    to: LinkProps['to'];
    href?: undefined;
    loading?: undefined;
    ref?: Ref<HTMLAnchorElement>;
  };

export type ButtonAsAnchorProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof CommonProps> & {
    /** External destination: renders a plain `<a>`. */
    href: string;
    to?: undefined;
    loading?: undefined;
    ref?: Ref<HTMLAnchorElement>;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps | ButtonAsAnchorProps;

/**
 * The one button of the site. Renders a `<button>` by default, a router `Link`
 * when given `to`, or an `<a>` when given `href`.
 *
 * ```tsx
 * <Button variant="accent" to={paths.registerCompany}>Soy una empresa</Button>
 * <Button onClick={retry} loading={isPending}>Guardar</Button>
 * ```
 */
export function Button(props: ButtonProps) {
  const { variant = 'primary', size = 'md', fullWidth = false, iconLeft, iconRight, children } = props;
  const style = { $variant: variant, $size: size, $fullWidth: fullWidth };

  if (props.to !== undefined) {
    const { variant: _v, size: _s, fullWidth: _f, iconLeft: _l, iconRight: _r, children: _c, loading: _x, ...rest } = props;
    return (
      <StyledLinkButton {...rest} {...style}>
        {iconLeft}
        {children}
        {iconRight}
      </StyledLinkButton>
    );
  }

  if (props.href !== undefined) {
    const { variant: _v, size: _s, fullWidth: _f, iconLeft: _l, iconRight: _r, children: _c, loading: _x, ...rest } = props;
    return (
      <StyledAnchorButton {...rest} {...style}>
        {iconLeft}
        {children}
        {iconRight}
      </StyledAnchorButton>
    );
  }

  const {
    variant: _v,
    size: _s,
    fullWidth: _f,
    iconLeft: _l,
    iconRight: _r,
    children: _c,
    loading = false,
    disabled,
    type = 'button',
    ...rest
  } = props;
  return (
    <StyledButton {...rest} {...style} type={type} disabled={disabled || loading} aria-busy={loading || undefined}>
      {loading ? <Spinner size={size === 'sm' ? 14 : 18} /> : iconLeft}
      {children}
      {iconRight}
    </StyledButton>
  );
}
