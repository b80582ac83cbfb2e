/** Numbers typed the Brazilian way (integer and decimal registry fields). */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FieldTitle, InputHelperText, useInput } from 'react-admin';
import { InputAdornment, TextField } from '@mui/material';
import { fieldScale, isMoneyField, isPercentField, type ResourceField } from '../registry.ts';
import { selecaoAoFocar } from '../../components/numeros.ts';
import { editableDecimal, formatDecimal, parseDecimalInput, sanitizeDecimalTyping } from '../format.ts';
import type { CommonProps } from './comum.ts';

/**
 * A number typed the Brazilian way (`1.234,56`): free typing while focused, formatted on blur;
 * the form keeps a JS number (or null). Money fields show `R$`, percentages `%`.
 */
export function NumberTextInput({ field, source, label, validate, helperText, ariaLabel }: { field: ResourceField } & CommonProps) {
  const scale = fieldScale(field);
  const allowNegative = field.minimum === undefined && field.exclusiveMinimum === undefined;
  const { field: input, fieldState, id, isRequired } = useInput({ source, validate, format: (v: unknown) => v, parse: (v: unknown) => v });
  const shown = (v: unknown) => (field.type === 'integer' ? (v === null || v === undefined || v === '' ? '' : String(v)) : formatDecimal(v, scale));
  const [text, setText] = useState(() => shown(input.value));
  const focused = useRef(false);
  // focus swaps "1,00" for its editable "1": select it in that commit, before any key that follows
  const campo = useRef<HTMLInputElement | null>(null);
  const selecionar = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the commit that changed the text
  useLayoutEffect(() => {
    if (!selecionar.current) return;
    selecionar.current = false;
    if (campo.current && document.activeElement === campo.current) campo.current.select();
  }, [text]);
  useEffect(() => {
    if (!focused.current) setText(shown(input.value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input.value]);
  const money = isMoneyField(field);
  const percent = isPercentField(field);
  return (
    <TextField
      id={id}
      name={input.name}
      inputRef={(el: HTMLInputElement | null) => {
        campo.current = el;
        input.ref(el);
      }}
      fullWidth
      label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
      value={text}
      onFocus={(e) => {
        focused.current = true;
        selecionar.current = true;
        setText(typeof input.value === 'number' ? editableDecimal(input.value, scale) : text);
        selecaoAoFocar.onFocus(e);
      }}
      onMouseUp={selecaoAoFocar.onMouseUp}
      onChange={(e) => {
        const t = sanitizeDecimalTyping(e.target.value, scale, allowNegative);
        setText(t);
        const n = parseDecimalInput(t);
        input.onChange(n === null ? null : Number.isNaN(n) ? t : n);
      }}
      onBlur={() => {
        focused.current = false;
        setText(shown(input.value));
        input.onBlur();
      }}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={helperText} />}
      className={`ra-input ra-input-${source}`}
      slotProps={{
        htmlInput: {
          inputMode: scale > 0 ? 'decimal' : 'numeric',
          autoComplete: 'off',
          ...(ariaLabel ? { 'aria-label': ariaLabel } : {}),
          style: { textAlign: field.type === 'number' ? 'right' : undefined },
        },
        input: {
          startAdornment: money ? <InputAdornment position="start">R$</InputAdornment> : undefined,
          endAdornment: percent ? <InputAdornment position="end">%</InputAdornment> : undefined,
        },
      }}
    />
  );
}
