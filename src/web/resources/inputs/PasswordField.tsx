/** Password inputs of the generic forms, with the strength meter of SPEC §5 for `format: senha`. */
import { useWatch } from 'react-hook-form';
import { PasswordInput } from 'react-admin';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { passwordStrength } from '../../../domain/index.ts';
import type { ResourceField } from '../registry.ts';
import { htmlInput, useScopedPath, type CommonProps } from './comum.ts';

const STRENGTH_LABELS = ['Muito fraca', 'Muito fraca', 'Fraca', 'Média', 'Boa', 'Forte'];

/** Strength meter of SPEC §5 (8+ characters, lower, upper, digit, special). */
export function PasswordStrength({ value }: { value: string }) {
  if (!value) return null;
  const s = passwordStrength(value);
  const color = s.forte ? 'success' : s.score >= 3 ? 'warning' : 'error';
  return (
    <Box sx={{ mt: -0.5, mb: 1 }} aria-live="polite">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <LinearProgress
          variant="determinate"
          value={(s.score / 5) * 100}
          color={color}
          sx={{ flex: 1, height: 6, borderRadius: 3 }}
          aria-label="Força da senha"
        />
        <Typography variant="caption" color={`${color}.main`} sx={{ minWidth: 72, fontWeight: 600 }}>
          {STRENGTH_LABELS[s.score]}
        </Typography>
      </Stack>
      {s.mensagens.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, color: 'text.secondary', typography: 'caption' }}>
          {s.mensagens.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The password input of a registry field (new-password autocomplete). */
export function PasswordField({ field, common }: { field: ResourceField; common: CommonProps }) {
  const path = useScopedPath();
  const value = useWatch({ name: path(field.name) }) as unknown;
  const { ariaLabel: _a, ...props } = common;
  return (
    <Box>
      <PasswordInput
        {...props}
        autoComplete="new-password"
        format={(v: unknown) => (typeof v === 'string' ? v : '')}
        parse={(v: string) => v}
        slotProps={{ htmlInput: htmlInput(common, { maxLength: field.maxLength }) }}
      />
      {field.format === 'senha' && <PasswordStrength value={typeof value === 'string' ? value : ''} />}
    </Box>
  );
}
