/**
 * Assistente de primeiros passos no Dashboard (SPEC §3 assistenteModulos): as cinco
 * etapas de uma empresa nova (dados, certificado, séries, produtos, primeira NF-e em homologação) com
 * o progresso conferido pelo servidor (`GET /v1/AssistenteModulos`), o link de cada etapa, "Conferi os
 * dados" (ConfirmarEtapa) e "Dispensar". Não aparece quando o servidor diz `mostrar: false`.
 */
import { useCallback, useEffect, useState } from 'react';
import { LinkBase, useBasename } from 'react-admin';
import { Box, Button, Card, CardContent, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { apiData, requisitar } from '../../providers/http.ts';
import type { components } from '../../../generated/openapi.d.ts';

/** The assistant's progress, generated from its contract (src/contratos/configuracao.ts). */
type Estado = components['schemas']['EstadoAssistente'];

export default function AssistenteModulos() {
  const basename = useBasename();
  const [estado, setEstado] = useState<Estado | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const carregar = useCallback(() => {
    apiData<Estado>('/v1/AssistenteModulos')
      .then(setEstado)
      .catch(() => setEstado(null));
  }, []);
  useEffect(carregar, [carregar]);

  if (!estado?.mostrar) return null;
  const acao = async (url: string, body?: object) => {
    try {
      const r = await requisitar<Estado | Pick<Estado, 'mostrar'>>(url, { method: 'POST', body: body ?? {} });
      setEstado(r.Data && 'etapas' in r.Data ? r.Data : { ...estado, mostrar: false });
      setErro(null);
    } catch (e) {
      setErro((e as Error).message || 'Falha de comunicação com o servidor.');
    }
  };

  return (
    <Card component="section" aria-label="Primeiros passos" variant="outlined" sx={{ mb: 3, borderColor: 'primary.main' }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
          <Box>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
              Primeiros passos
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {estado.feitas} de {estado.total} etapas concluídas para emitir a primeira NF-e.
            </Typography>
          </Box>
          <Button color="inherit" size="small" onClick={() => void acao('/v1/AssistenteModulos/Dispensar')}>
            Dispensar
          </Button>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={(100 * estado.feitas) / estado.total}
          sx={{ my: 1.5, height: 6, borderRadius: 3 }}
          aria-label="Progresso dos primeiros passos"
        />
        {erro && (
          <Typography color="error" variant="body2">
            {erro}
          </Typography>
        )}
        <List dense>
          {estado.etapas.map((e) => (
            <ListItem
              key={e.id}
              disableGutters
              secondaryAction={
                e.concluida ? null : e.id === 'empresa' ? (
                  <Stack direction="row" spacing={1}>
                    <Button size="small" component={LinkBase} to={`${basename}/${e.rota}`}>
                      Abrir
                    </Button>
                    <Button size="small" variant="outlined" onClick={() => void acao('/v1/AssistenteModulos/ConfirmarEtapa', { etapa: 'empresa' })}>
                      Conferi os dados
                    </Button>
                  </Stack>
                ) : (
                  <Button size="small" component={LinkBase} to={`${basename}/${e.rota}`}>
                    Abrir
                  </Button>
                )
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                {e.concluida ? <CheckCircle color="success" aria-label="Concluída" /> : <RadioButtonUnchecked color="disabled" aria-label="Pendente" />}
              </ListItemIcon>
              <ListItemText primary={e.titulo} secondary={e.descricao} sx={{ pr: e.id === 'empresa' ? 26 : 10 }} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
