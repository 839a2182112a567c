import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

type LinkButtonProps = Omit<ButtonProps, 'href'> & { to: string };

/** An antd Button that is a real link (<a href>, opens in a new tab) but navigates inside the SPA. */
export function LinkButton({ to, onClick, ...props }: LinkButtonProps) {
  const navigate = useNavigate();
  const href = useHref(to);

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(to);
  };

  return <Button {...props} href={href} onClick={handleClick} />;
}
