/**
 * Itens marcáveis agrupados por módulo (um cartão por módulo, caixas em grade), das telas de marcar
 * itens por perfil (useMarcacaoPorPerfil): regras da gestão, permissões da empresa, relatórios.
 */
import { Checkbox, FormControlLabel, FormGroup, Paper, Stack, Typography } from '@mui/material';

export function GruposMarcaveis<I>({
  modulos,
  chave,
  rotulo,
  dica,
  marcados,
  alternar,
  colunasXl = 3,
}: {
  modulos: Array<[string, I[]]>;
  /** Identificador do item (o que fica em `marcados`). */
  chave: (i: I) => string;
  rotulo: (i: I) => string;
  /** Texto ao passar o mouse (ex.: o nome técnico da regra). */
  dica?: (i: I) => string | undefined;
  marcados: Set<string>;
  alternar: (chave: string) => void;
  /** Colunas em telas largas (2 ou 3). */
  colunasXl?: 2 | 3;
}) {
  return (
    <Stack spacing={2}>
      {modulos.map(([modulo, itens]) => (
        <Paper key={modulo} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
            {modulo}
          </Typography>
          <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: colunasXl === 3 ? '1fr 1fr 1fr' : '1fr 1fr' } }}>
            {itens.map((i) => (
              <FormControlLabel
                key={chave(i)}
                control={<Checkbox size="small" checked={marcados.has(chave(i))} onChange={() => alternar(chave(i))} />}
                label={rotulo(i)}
                title={dica?.(i)}
              />
            ))}
          </FormGroup>
        </Paper>
      ))}
    </Stack>
  );
}
