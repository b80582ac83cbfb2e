/** Shared bits of the ticket screens: situação chip, who is the support side, attachments. */
import { useRef, useState } from 'react';
import { Box, Button, Chip, CircularProgress, Stack } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { usePermissoes } from '../../session/useSessao.ts';
import { baixarArquivo, salvarBlob } from '../../providers/arquivos.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { SITUACOES, ticketApi, type Anexo } from './api.ts';

/** Reseller-chain users (administrator, master, distribuidor, revenda) answer as support. */
export function useLadoSuporte(): boolean {
  const p = usePermissoes();
  return !!p.nivel && p.nivel !== 'emitente';
}

export function SituacaoChip({ situacao }: { situacao: string }) {
  const s = SITUACOES.find((x) => x.id === situacao);
  return <Chip size="small" color={s?.cor ?? 'default'} label={s?.rotulo ?? situacao} />;
}

export const TIPOS_ANEXO = 'image/png,image/jpeg,image/gif,image/webp,application/pdf';
export const MAX_ANEXO = 5 * 1024 * 1024;

/** Opens an attachment (bearer-authenticated download). */
export async function abrirAnexo(a: Anexo): Promise<void> {
  const { blob, nome, tipo } = await baixarArquivo(ticketApi(false).urlAnexo(a.id), { padrao: a.nome });
  if (/^image\//.test(tipo)) window.open(URL.createObjectURL(blob), '_blank', 'noopener');
  else salvarBlob(blob, nome || a.nome);
}

export function ListaAnexos({ anexos, onRemover }: { anexos: Anexo[]; onRemover?: (a: Anexo) => void }) {
  if (!anexos.length) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mt: 1 }} useFlexGap>
      {anexos.map((a) => (
        <Chip
          key={a.id}
          size="small"
          icon={<AttachFileIcon />}
          label={a.nome}
          onClick={() => void abrirAnexo(a).catch(() => undefined)}
          {...(onRemover ? { onDelete: () => onRemover(a) } : {})}
          variant="outlined"
          sx={{ bgcolor: 'background.paper' }}
        />
      ))}
    </Stack>
  );
}

/** "Anexar" button: uploads right away (≤ 5 MB, images/PDF), reports the uploaded file. */
export function BotaoAnexar({
  ticketId,
  onAnexado,
  onErro,
  suporte,
}: {
  ticketId?: number | string;
  suporte: boolean;
  onAnexado: (a: Anexo) => void;
  onErro: (m: string) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const [enviando, setEnviando] = useState(false);
  const escolher = async (f: File | undefined) => {
    if (!f) return;
    if (f.size > MAX_ANEXO) {
      onErro('Arquivo maior que 5 MB.');
      return;
    }
    setEnviando(true);
    try {
      onAnexado(await ticketApi(suporte).enviarAnexo(f, suporte ? ticketId : undefined));
    } catch (e) {
      onErro(mensagemDeErro(e));
    } finally {
      setEnviando(false);
      if (ref.current) ref.current.value = '';
    }
  };
  return (
    <Box component="span">
      <input ref={ref} type="file" hidden accept={TIPOS_ANEXO} data-testid="ticket-anexo" onChange={(e) => void escolher(e.target.files?.[0])} />
      <Button size="small" startIcon={enviando ? <CircularProgress size={16} /> : <AttachFileIcon />} disabled={enviando} onClick={() => ref.current?.click()}>
        Anexar
      </Button>
    </Box>
  );
}
