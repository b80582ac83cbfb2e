/**
 * "Pacote de schemas da NF-e" card of the fiscal settings: the XSD pack version the notes are
 * validated with before going to the SEFAZ, and where it comes from (GET /v1/GerenciadorNFe/PacoteSchemas:
 * embutido, importado or NFE_SCHEMAS_DIR).
 */
import { useEffect, useState } from 'react';
import { Alert, Card, CardContent, CardHeader, Chip, LinearProgress, Stack, Typography } from '@mui/material';
import { emitenteFiscalApi, type PacoteSchemasEmUso } from './api.ts';

const ORIGEM_PACOTE: Record<PacoteSchemasEmUso['origem'], string> = {
  embutido: 'embutido no sistema',
  importado: 'importado pelo administrador',
  configurado: 'pasta configurada no servidor (NFE_SCHEMAS_DIR)',
};

/** Versão do pacote de schemas (XSD) com que as notas são validadas antes de ir à SEFAZ, e de onde ele vem. */
export function CartaoPacoteSchemas() {
  const [pacote, setPacote] = useState<PacoteSchemasEmUso | null | undefined>(undefined);
  useEffect(() => {
    emitenteFiscalApi
      .pacoteSchemas()
      .then((p) => setPacote(p ?? null))
      .catch(() => setPacote(null));
  }, []);
  return (
    <Card variant="outlined" sx={{ mb: 2 }} data-testid="cartao-pacote-schemas">
      <CardHeader
        title="Pacote de schemas da NF-e"
        subheader="Leiaute oficial com que cada nota é validada antes de ir à SEFAZ"
        slotProps={{ title: { variant: 'subtitle1', sx: { fontWeight: 700 } } }}
      />
      <CardContent>
        {pacote === undefined && <LinearProgress />}
        {pacote === null && <Alert severity="warning">Nenhum pacote de schemas disponível: as notas não podem ser validadas nem transmitidas.</Alert>}
        {pacote && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }} data-testid="pacote-schemas-versao">
              {pacote.versao}
            </Typography>
            <Chip size="small" label={ORIGEM_PACOTE[pacote.origem]} color={pacote.origem === 'importado' ? 'primary' : 'default'} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
