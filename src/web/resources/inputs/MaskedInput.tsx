/** Masked text inputs (CPF/CNPJ, CEP, phones, plates, codes): shown with the mask, stored unmasked. */
import type { ReactNode } from 'react';
import { TextInput } from 'react-admin';
import { fieldKind, type ResourceField } from '../registry.ts';
import { maskValue, maskedMaxLength, unmaskValue } from '../format.ts';
import { htmlInput, type CommonProps } from './comum.ts';

/** format/parse of a masked field: the mask applied for display; '' stored as null. */
function maskProps(field: ResourceField) {
  return {
    format: (v: unknown) => (v === null || v === undefined ? '' : maskValue(field, String(v))),
    parse: (v: string) => {
      const raw = unmaskValue(field, v ?? '');
      return raw === '' ? null : raw;
    },
  };
}

/** A masked text input; CEP and CPF/CNPJ inputs add their lookup adornment and status text. */
export function MaskedInput({
  field,
  common,
  endAdornment,
  helperText,
}: {
  field: ResourceField;
  common: CommonProps;
  endAdornment?: ReactNode;
  helperText?: ReactNode;
}) {
  const { ariaLabel: _a, ...props } = common;
  const kind = fieldKind(field);
  return (
    <TextInput
      {...props}
      {...maskProps(field)}
      helperText={helperText ?? props.helperText}
      type={kind === 'phone' ? 'tel' : 'text'}
      slotProps={{
        htmlInput: htmlInput(common, {
          maxLength: maskedMaxLength(field),
          inputMode: kind === 'phone' || kind === 'cep' || field.format === 'cpf' ? 'numeric' : undefined,
          autoComplete: 'off',
        }),
        ...(endAdornment ? { input: { endAdornment } } : {}),
      }}
    />
  );
}
