import { Screen, type ScreenProps } from './screen';

export type ScreenPlaceholderProps = Pick<ScreenProps, 'title' | 'children'>;

/** A titled screen whose feature is still to come. */
export function ScreenPlaceholder({ title, children }: ScreenPlaceholderProps) {
  return <Screen title={title}>{children}</Screen>;
}
