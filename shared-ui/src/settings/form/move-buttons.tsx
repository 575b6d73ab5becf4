import { Button } from '@mantine/core';

export interface MoveButtonsProps {
  /** Names the item for assistive technology ("step Disclosures", "entry 2"). */
  name: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
}

/** Move up / Move down for one item of an ordered list; disabled at the ends. */
export function MoveButtons({ name, index, count, onMove }: MoveButtonsProps) {
  return (
    <>
      <Button size="xs" variant="default" disabled={index === 0} aria-label={`Move ${name} up`} onClick={() => onMove(index, index - 1)}>
        Move up
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={index === count - 1}
        aria-label={`Move ${name} down`}
        onClick={() => onMove(index, index + 1)}
      >
        Move down
      </Button>
    </>
  );
}
