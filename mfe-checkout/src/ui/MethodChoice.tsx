import type { ReactNode } from 'react';
import type { PaymentMethod } from '@palco/contracts';
import * as choice from './Choice.module.css';

export interface MethodChoiceProps {
  legend: string;
  methods: readonly PaymentMethod[];
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  /** A method's name in the caller's words (the payment popup's and the profile area's are apart). */
  label: (method: PaymentMethod) => string;
}

/** The payment methods as one radio group: the payment popup's choice and the change of method's. */
export function MethodChoice({ legend, methods, value, onChange, label }: MethodChoiceProps): ReactNode {
  return (
    <fieldset className={choice.group}>
      <legend className={choice.legend}>{legend}</legend>
      {methods.map((option) => (
        <label key={option} className={choice.option}>
          <input
            type="radio"
            name="method"
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {label(option)}
        </label>
      ))}
    </fieldset>
  );
}
