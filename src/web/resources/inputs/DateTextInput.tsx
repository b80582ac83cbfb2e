/**
 * Date input typed as DD/MM/AAAA whatever the browser language (stored as AAAA-MM-DD), with a
 * calendar button that opens the native picker of a hidden date input.
 */
import { useRef } from 'react';
import { TextInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { IconButton, InputAdornment } from '@mui/material';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import type { ResourceField } from '../registry.ts';
import { brDateToIso, isoToBrDate } from '../format.ts';
import { htmlInput, useScopedPath, type CommonProps } from './comum.ts';

/** The date input of a `format: date` field. */
export function DateTextInput({ field, common }: { field: ResourceField; common: CommonProps }) {
  const path = useScopedPath();
  const source = path(field.name);
  const { setValue } = useFormContext();
  const value = useWatch({ name: source }) as unknown;
  const picker = useRef<HTMLInputElement>(null);
  const { ariaLabel: _a, ...props } = common;
  const iso = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
  return (
    <TextInput
      {...props}
      format={(v: unknown) => isoToBrDate(v)}
      parse={(v: string) => brDateToIso(v)}
      placeholder="DD/MM/AAAA"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: htmlInput(common, { inputMode: 'numeric', maxLength: 10, autoComplete: 'off' }),
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton
                size="small"
                edge="end"
                aria-label="Abrir calendário"
                onClick={() => {
                  const el = picker.current as (HTMLInputElement & { showPicker?: () => void }) | null;
                  try {
                    el?.showPicker?.();
                  } catch {
                    el?.focus();
                  }
                }}
              >
                <CalendarMonthOutlinedIcon fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden="true"
                value={iso}
                onChange={(e) => setValue(source, e.target.value || null, { shouldDirty: true, shouldValidate: true, shouldTouch: true })}
                style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0, padding: 0, pointerEvents: 'none' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
