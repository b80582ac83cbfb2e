/** The schema (XSD) errors of a transmission that could not be put on a field, listed above the buttons. */
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import type { ErroSchema } from '../erros-schema.ts';

/** Nothing when `gerais` is empty; otherwise a list of "Linha N: mensagem (campo)". */
export function ErrosSchema({ gerais }: { gerais: ErroSchema[] }) {
  if (gerais.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }} data-testid="erros-schema">
      <AlertTitle>Erros de validação da NF-e</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {gerais.map((g, k) => (
          <li key={k}>
            {g.linha ? <b>Linha {g.linha}: </b> : null}
            {g.mensagem}
            {g.campo ? (
              <Typography component="span" variant="caption" color="text.secondary">
                {' '}
                ({g.campo})
              </Typography>
            ) : null}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
