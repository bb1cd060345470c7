import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, type ButtonTone } from '@bloomkeep/ui';

/** A button that goes to another page of the app (for calls to action). */
export function NavButton({
  to,
  tone,
  children,
}: {
  to: string;
  tone?: ButtonTone;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Button tone={tone} onPress={() => void navigate(to)}>
      {children}
    </Button>
  );
}
