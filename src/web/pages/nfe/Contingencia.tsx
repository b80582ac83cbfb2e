/**
 * Contingência SVC ou EPEC no gerenciador de NF-e (API em
 * src/server/modules/nfe/contingencia-rotas.ts): o estado da empresa e as ações.
 * - Em contingência: aviso com a SVC (SVC-AN tpEmis 6 / SVC-RS tpEmis 7) ou o EPEC (tpEmis 4),
 *   desde quando e a justificativa, e "Sair da contingência" (o servidor confere o autorizador
 *   normal, concilia as notas emitidas na SVC e transmite as notas em EPEC).
 * - Fora dela, depois de falhas seguidas com o autorizador normal: aviso que oferece a entrada.
 * - Sempre (permissão Gerenciar): "Entrar em contingência" com a escolha SVC (padrão) ou EPEC
 *   (ModalidadeContingencia.tsx) e a justificativa (15 a 256).
 * - Notas da SVC ainda não conciliadas: aviso com "Conciliar"; notas em EPEC ainda não
 *   transmitidas: aviso com "Transmitir notas em EPEC".
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { formatDataHora } from '../../../domain/index.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { mensagemDeErro } from '../../providers/erros.ts';
import { contingenciaApi, type EstadoContingencia, type ModalidadeContingencia } from './contingencia-api.ts';
import { TextoDialog } from './comum.tsx';
import { AvisoEpecPendente, EscolhaModalidade } from './ModalidadeContingencia.tsx';

/** Tamanho da justificativa de entrada em contingência (MOC 7.0, B29 `xJust`). */
export const XJUST_MIN = 15;
export const XJUST_MAX = 256;

/** Painel de contingência do gerenciador (ver cabeçalho); `aoMudar` recarrega a lista de notas. */
export function PainelContingencia({ aoMudar }: { aoMudar?: () => void }) {
  const alertas = useAlertas();
  const [estado, setEstado] = useState<EstadoContingencia | null>(null);
  const [dialogo, setDialogo] = useState(false);
  const [modalidade, setModalidade] = useState<ModalidadeContingencia>('svc');
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
    <Button
      color="warning"
      variant={estado.sugerir ? 'contained' : 'outlined'}
      disabled={ocupado}
      onClick={() => {
        setModalidade('svc');
        setDialogo(true);
      }}
    >
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
          {estado.modalidade === 'epec'
            ? 'As NF-e transmitidas agora têm o EPEC registrado no Ambiente Nacional e o DANFE impresso em contingência'
            : `As NF-e transmitidas agora são autorizadas pela ${estado.nome}`}
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
      <AvisoEpecPendente estado={estado} ocupado={ocupado} onTransmitir={() => void executar(contingenciaApi.conciliar, 'Notas em EPEC')} />
      <TextoDialog
        aberto={dialogo}
        titulo="Entrar em contingência"
        rotulo="Justificativa da contingência"
        min={XJUST_MIN}
        max={XJUST_MAX}
        textoConfirmar="Entrar em contingência"
        corConfirmar="warning"
        antes={<EscolhaModalidade estado={estado} valor={modalidade} onChange={setModalidade} />}
        onConfirmar={async (texto) => {
          try {
            const env = await contingenciaApi.entrar(texto, modalidade);
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
