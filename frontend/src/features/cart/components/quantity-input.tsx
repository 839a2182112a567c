import { InputNumber } from 'antd';
import { useEffect, useState } from 'react';

interface QuantityInputProps {
  value: number;
  max: number;
  disabled?: boolean;
  label: string;
  /** The packaging unit's multiple: the arrows step by it (the server refuses other quantities). */
  step?: number;
  onCommit: (quantity: number) => void;
}

/** Sends a new quantity when the dealer steps, leaves the field or presses Enter; 0 removes the line. */
export function QuantityInput({ value, max, disabled, label, step = 1, onCommit }: QuantityInputProps) {
  const [draft, setDraft] = useState<number | null>(value);
  useEffect(() => setDraft(value), [value]);

  const commit = (next: number | null) => {
    const quantity = next === null ? value : Math.trunc(next);
    if (quantity !== value) onCommit(quantity);
    else setDraft(value);
  };

  return (
    <InputNumber
      aria-label={label}
      min={0}
      max={Math.max(max, value)}
      precision={0}
      step={step}
      value={draft}
      disabled={disabled}
      style={{ width: 96 }}
      onChange={setDraft}
      onStep={(next) => commit(next)}
      onBlur={() => commit(draft)}
      onPressEnter={() => commit(draft)}
    />
  );
}
