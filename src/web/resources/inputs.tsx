/**
 * One input per registry field: text with size limits, pt-BR numbers, switches,
 * enum selects, date pickers, reference autocompletes with search (2+ characters) and dependent
 * filters (municipality by UF), masked documents/CEP/phones, password with the strength meter,
 * CEP lookup and CNPJ lookup. Labels are the field titles; validation mirrors the server.
 * Each kind of input lives in ./inputs/; this file picks one per field.
 */
import { useContext, useEffect, useMemo } from 'react';
import { BooleanInput, SelectInput, SimpleFormIteratorItemContext, TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { enumChoices, fieldKind, type ResourceField } from './registry.ts';
import { brDateTimeToIso, isoToBrDateTime } from './format.ts';
import { fieldValidators, type Validator } from './validation.ts';
import { CodigoGeradoInput } from './CodigoGerado.tsx';
import type { FormCustomization } from './custom/index.ts';
import { htmlInput, useScopedPath, type CommonProps, type InputScope } from './inputs/comum.ts';
import { MaskedInput } from './inputs/MaskedInput.tsx';
import { DateTextInput } from './inputs/DateTextInput.tsx';
import { NumberTextInput } from './inputs/NumberTextInput.tsx';
import { ReferenceFieldInput } from './inputs/ReferenceFieldInput.tsx';
import { PasswordField } from './inputs/PasswordField.tsx';
import { RichTextInput } from './inputs/RichTextInput.tsx';
import { CepInput } from './inputs/CepInput.tsx';
import { DocumentInput } from './inputs/DocumentInput.tsx';

export type { InputScope } from './inputs/comum.ts';
export { referenceFilterToQuery } from './inputs/ReferenceFieldInput.tsx';
export { NumberTextInput } from './inputs/NumberTextInput.tsx';
export { PasswordStrength } from './inputs/PasswordField.tsx';

const NO_WATCH: string[] = [];

/** Values the customization rules read (watched, so labels and rules follow them). */
function useCustomValues(custom: FormCustomization | undefined): Record<string, unknown> {
  const path = useScopedPath();
  const names = custom?.watch ?? NO_WATCH;
  const watched = useWatch({ name: names.map(path) }) as unknown[];
  return useMemo(() => Object.fromEntries(names.map((n, i) => [n, watched?.[i]])), [names, watched]);
}

/** The input of one registry field. */
export function FieldInput({ field, scope }: { field: ResourceField; scope: InputScope }) {
  const custom = scope.isMain ? scope.custom : undefined;
  const values = useCustomValues(custom);
  const item = useContext(SimpleFormIteratorItemContext);
  const path = useScopedPath();
  const { trigger, getFieldState } = useFormContext();
  const required = custom?.required?.(field, scope.mode);
  const validate = useMemo(() => {
    const list: Validator[] = fieldValidators(field, { required });
    const extra = custom?.validate;
    if (extra) list.push((value, all) => extra(field, value, all ?? {}));
    return list;
  }, [field, required, custom]);

  // a rule that depends on other fields (CPF vs CNPJ by person type) re-runs when they change
  const source = path(field.name);
  const watchKey = JSON.stringify(values);
  useEffect(() => {
    if (custom?.validate && getFieldState(source).isTouched) void trigger(source);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [watchKey]);

  if (custom?.visible && !custom.visible(field, values)) return null;
  const label = custom?.label?.(field, values) ?? field.title;
  // in a child list the field description is said once, under the first item
  const description = item && item.index > 0 ? undefined : field.description;
  const helperText = custom?.helperText?.(field, scope.mode, values) ?? description;
  const common: CommonProps = {
    source: field.name,
    label,
    validate,
    helperText: helperText ?? ' ',
    fullWidth: true,
    ariaLabel: label !== field.title ? field.title : undefined,
  };
  return <InputByKind field={field} scope={scope} common={common} />;
}

function InputByKind({ field, scope, common }: { field: ResourceField; scope: InputScope; common: CommonProps }) {
  const { ariaLabel: _a, ...props } = common;
  switch (fieldKind(field)) {
    case 'boolean':
      return <BooleanInput {...props} sx={{ mt: 1 }} />;
    case 'enum':
      return <SelectInput {...props} choices={enumChoices(field)} emptyText="" parse={(v: unknown) => (v === '' ? null : v)} />;
    case 'date':
      return <DateTextInput field={field} common={common} />;
    case 'datetime':
      // DD/MM/AAAA HH:mm typed with a mask whatever the browser's locale (a native datetime-local
      // follows the browser language: 11/24/2026, 02:05 PM on an en-US machine)
      return (
        <TextInput
          {...props}
          format={(v: unknown) => isoToBrDateTime(v)}
          parse={(v: string) => brDateTimeToIso(v)}
          placeholder="DD/MM/AAAA HH:mm"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: htmlInput(common, { inputMode: 'numeric', maxLength: 16, autoComplete: 'off' }) }}
        />
      );
    case 'integer':
    case 'decimal':
      return <NumberTextInput field={field} {...common} />;
    case 'reference':
      return <ReferenceFieldInput field={field} scope={scope} common={common} />;
    case 'password':
      return <PasswordField field={field} common={common} />;
    case 'cep':
      return <CepInput field={field} scope={scope} common={common} />;
    case 'document':
      return <DocumentInput field={field} scope={scope} common={common} />;
    case 'phone':
    case 'masked':
      return <MaskedInput field={field} common={common} />;
    case 'richtext':
      return <RichTextInput field={field} common={common} />;
    case 'multiline':
      return (
        <TextInput
          {...props}
          multiline
          minRows={3}
          maxRows={10}
          slotProps={{ htmlInput: htmlInput(common, field.maxLength ? { maxLength: field.maxLength } : {}) }}
        />
      );
    case 'email':
      return <TextInput {...props} type="email" slotProps={{ htmlInput: htmlInput(common, { maxLength: field.maxLength, autoComplete: 'off' }) }} />;
    default:
      if (field.gerador && scope.isMain) {
        return (
          <CodigoGeradoInput
            field={field}
            caminho={field.name}
            props={props}
            htmlInput={htmlInput(common, field.maxLength ? { maxLength: field.maxLength } : {})}
          />
        );
      }
      return <TextInput {...props} slotProps={{ htmlInput: htmlInput(common, field.maxLength ? { maxLength: field.maxLength } : {}) }} />;
  }
}
