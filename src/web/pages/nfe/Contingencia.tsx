/**
 * Contingência SVC no gerenciador de NF-e (issue 16, escopo 3; API em
 * src/server/modules/nfe/contingencia-rotas.ts): o estado da empresa e as ações.
 * - Em contingência: aviso com a SVC (SVC-AN tpEmis 6 / SVC-RS tpEmis 7), desde quando e a
 *   justificativa, e "Sair da contingência" (o servidor confere o autorizador normal e concilia as
 *   notas emitidas na SVC).
 * - Fora dela, depois de falhas seguidas com o autorizador normal: aviso que oferece a entrada.
 * - Sempre (permissão Gerenciar): "Entrar em contingência SVC" com a justificativa (15 a 256).
 * - Notas da SVC ainda não conciliadas: aviso com "Conciliar".
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { formatDataHora } from '../../../domain/index.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { mensagemDeErro } from './api.ts';
import { contingenciaApi, type EstadoContingencia } from './contingencia-api.ts';
import { TextoDialog } from './comum.tsx';

/** Tamanho da justificativa de entrada em contingência (MOC 7.0, B29 `xJust`). */
export const XJUST_MIN = 15;
export const XJUST_MAX = 256;

/** Painel de contingência do gerenciador (ver cabeçalho); `aoMudar` recarrega a lista de notas. */
export function PainelContingencia({ aoMudar }: { aoMudar?: () => void }) {
  const alertas = useAlertas();
  const [estado, setEstado] = useState<EstadoContingencia | null>(null);
  const [dialogo, setDialogo] = useState(false);
  const [ocupado, setOcupado] = useState(false);

  const carregar = useCallback(() => {
    contingenciaApi
      .estado()
      .then((env) => setEstado(env.Data))
      .catch(() => setEstado(null));
  }, []);
  useEffect(() => carregar(), [carregar]);

  const executar = async (f: () => Promise<{ Message?: string | null }>, titulo: string) => {
    setOcupado(true);
    try {
      const env = await f();
      await alertas.success(env.Message ?? titulo, { titulo });
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    } finally {
      setOcupado(false);
      carregar();
      aoMudar?.();
    }
  };

  if (!estado) return null;
  const entrar = (
    <Button color="warning" variant={estado.sugerir ? 'contained' : 'outlined'} disabled={ocupado} onClick={() => setDialogo(true)}>
      Entrar em contingência {estado.nome}
    </Button>
  );
  return (
    <Box sx={{ mb: 2 }} data-testid="contingencia-nfe" data-ativa={estado.ativa ? 'sim' : 'nao'}>
      {estado.ativa ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" disabled={ocupado} onClick={() => void executar(contingenciaApi.sair, 'Contingência encerrada')}>
              Sair da contingência
            </Button>
          }
        >
          <AlertTitle>
            Emissão em contingência {estado.nome} (tpEmis {estado.tpEmis})
          </AlertTitle>
          As NF-e transmitidas agora são autorizadas pela {estado.nome}
          {estado.desde ? ` desde ${formatDataHora(estado.desde)}` : ''}. Justificativa: {estado.justificativa}
        </Alert>
      ) : estado.sugerir ? (
        <Alert severity="warning" action={entrar}>
          <AlertTitle>Autorizador da SEFAZ-{estado.uf} sem resposta</AlertTitle>
          {estado.falhasSeguidas} falhas seguidas na transmissão
          {estado.ultimaFalhaMotivo ? ` (última: ${estado.ultimaFalhaMotivo.replace(/\.$/, '')})` : ''}. Se o autorizador continuar fora do ar, emita pela{' '}
          {estado.nome}.
        </Alert>
      ) : (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {entrar}
        </Stack>
      )}
      {!estado.ativa && estado.pendentesConciliacao > 0 && (
        <Alert
          severity="info"
          sx={{ mt: 1 }}
          action={
            <Button color="inherit" disabled={ocupado} onClick={() => void executar(contingenciaApi.conciliar, 'Conciliação')}>
              Conciliar
            </Button>
          }
        >
          {estado.pendentesConciliacao} nota(s) autorizada(s) na SVC ainda não localizada(s) no autorizador normal.
        </Alert>
      )}
      <TextoDialog
        aberto={dialogo}
        titulo={`Entrar em contingência ${estado.nome}`}
        rotulo="Justificativa da contingência"
        min={XJUST_MIN}
        max={XJUST_MAX}
        textoConfirmar="Entrar em contingência"
        corConfirmar="warning"
        antes={
          <Typography variant="body2" sx={{ mb: 2 }}>
            As próximas NF-e sairão com tpEmis {estado.tpEmis}, a data e hora de entrada e esta justificativa, e serão enviadas à {estado.nome}. Quando o
            autorizador da SEFAZ-{estado.uf} voltar, saia da contingência: as notas emitidas na SVC são conciliadas, sem reenvio.
          </Typography>
        }
        onConfirmar={async (texto) => {
          try {
            const env = await contingenciaApi.entrar(texto);
            setDialogo(false);
            await alertas.success(env.Message ?? 'Contingência ativada', { titulo: 'Contingência' });
          } catch (e) {
            await alertas.error(mensagemDeErro(e));
          } finally {
            carregar();
          }
        }}
        onClose={() => setDialogo(false)}
      />
    </Box>
  );
}
