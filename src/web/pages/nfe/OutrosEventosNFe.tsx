/**
 * "Outros eventos" da NF-e autorizada no gerenciador: o diálogo lista os eventos já
 * registrados da nota (com impressão) e os que cabem nela agora (GET EventosNFe: ator interessado,
 * comprovante/insucesso de entrega, conciliação financeira, prorrogação de prazo, eventos da reforma
 * tributária e os cancelamentos só depois do evento cancelado). Escolhido um, o formulário é gerado
 * dos campos do descritor (GET TiposEventoNFe): texto, número, data, data e hora, opções, imagem
 * (lida como base64), confirmação e, nos eventos por item, uma tabela de itens da nota. Os erros
 * por campo do servidor (400) aparecem sob cada campo; a resposta da SEFAZ, no próprio diálogo.
 * Com `api = eventosDestinatarioApi` o mesmo diálogo serve aos eventos do destinatário (NT 2025.002)
 * na tela de documentos recebidos (compras › manifestação).
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { errosDeCampo } from '../../providers/http.ts';
import { type CampoEventoNFe, type EventosDaNotaNFe, type TipoEventoNFe, outrosEventosApi } from './api.ts';
import { corpoDoErro, mensagemDeErro } from '../../providers/erros.ts';
import { dataHora } from '../../components/formatos.ts';

type Valores = Record<string, unknown>;

function lerArquivoBase64(f: File): Promise<string> {
  return new Promise((ok, falha) => {
    const r = new FileReader();
    r.onload = () => ok(String(r.result ?? ''));
    r.onerror = () => falha(r.error);
    r.readAsDataURL(f);
  });
}

/** Um campo do formulário gerado do descritor. */
function CampoEvento({
  c,
  valor,
  erro,
  onChange,
  testId,
}: {
  c: CampoEventoNFe;
  valor: unknown;
  erro?: string;
  onChange: (v: unknown) => void;
  testId: string;
}) {
  const rotulo = c.rotulo.charAt(0).toUpperCase() + c.rotulo.slice(1);
  if (c.tipo === 'confirmacao') {
    return (
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={valor === true}
              onChange={(e) => onChange(e.target.checked)}
              slotProps={{ input: { 'aria-label': rotulo } }}
              data-testid={testId}
            />
          }
          label={`Confirmo ${c.rotulo}`}
        />
        {erro && <FormHelperText error>{erro}</FormHelperText>}
      </Box>
    );
  }
  if (c.tipo === 'imagem') {
    return (
      <Box>
        <Button component="label" variant="outlined" size="small">
          {valor ? 'Trocar imagem' : `Escolher ${c.rotulo}`}
          <input
            hidden
            type="file"
            accept="image/*"
            data-testid={testId}
            onChange={async (e) => {
              const f = e.target.files?.[0];
              if (f) onChange(await lerArquivoBase64(f));
            }}
          />
        </Button>
        {valor ? (
          <Typography variant="caption" sx={{ ml: 1 }}>
            Imagem escolhida
          </Typography>
        ) : null}
        <FormHelperText error={!!erro}>{erro ?? c.ajuda ?? ''}</FormHelperText>
      </Box>
    );
  }
  const comum = {
    fullWidth: true,
    size: 'small' as const,
    label: rotulo,
    value: valor === undefined || valor === null ? '' : String(valor),
    error: !!erro,
    helperText: erro ?? c.ajuda,
    required: !!c.obrigatorio,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
    slotProps: { htmlInput: { 'data-testid': testId } },
  };
  if (c.tipo === 'opcao') {
    return (
      <TextField select {...comum}>
        {(c.opcoes ?? []).map((o) => (
          <MenuItem key={o.valor} value={o.valor}>
            {o.valor} - {o.rotulo}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  const tipo = c.tipo === 'data' ? 'date' : c.tipo === 'dataHora' ? 'datetime-local' : 'text';
  return <TextField {...comum} type={tipo} slotProps={{ ...comum.slotProps, inputLabel: tipo !== 'text' ? { shrink: true } : undefined }} />;
}

export function OutrosEventosNFe({
  nota,
  onClose,
  onImprimir,
  api = outrosEventosApi,
  titulo,
}: {
  nota: { id: number; numero?: number | null } | null;
  onClose: () => void;
  onImprimir: (id: number, titulo: string) => void;
  /** Chamadas: as da nota emitida (padrão) ou `eventosDestinatarioApi`. */
  api?: Pick<typeof outrosEventosApi, 'tipos' | 'daNota' | 'emitir'>;
  titulo?: string;
}) {
  const [tipos, setTipos] = useState<TipoEventoNFe[] | null>(null);
  const [dados, setDados] = useState<EventosDaNotaNFe | null>(null);
  const [escolhido, setEscolhido] = useState('');
  const [valores, setValores] = useState<Valores>({});
  const [itens, setItens] = useState<Valores[]>([]);
  const [erros, setErros] = useState<Record<string, string[]>>({});
  const [msg, setMsg] = useState<{ tipo: 'success' | 'error'; texto: string } | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const [versao, setVersao] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `versao` relê a lista depois de um evento registrado
  useEffect(() => {
    if (!nota) return;
    let vivo = true;
    Promise.all([api.tipos(), api.daNota(nota.id)])
      .then(([t, d]) => {
        if (!vivo) return;
        setTipos(t);
        setDados(d);
      })
      .catch((e: unknown) => vivo && setMsg({ tipo: 'error', texto: mensagemDeErro(e) }));
    return () => {
      vivo = false;
    };
  }, [nota, versao, api]);

  const tipo = tipos?.find((t) => t.tpEvento === escolhido);
  const disponiveis = (tipos ?? []).filter((t) => dados?.disponiveis.includes(t.tpEvento));

  const escolher = (tp: string) => {
    setEscolhido(tp);
    setValores({});
    setErros({});
    const t = tipos?.find((x) => x.tpEvento === tp);
    setItens(t?.itens ? [{ nItem: dados?.itens[0]?.nItem ?? 1 }] : []);
  };

  const enviar = async () => {
    if (!nota || !tipo || ocupado) return;
    setOcupado(true);
    setMsg(null);
    setErros({});
    try {
      const r = await api.emitir(nota.id, tipo.tpEvento, { ...valores, ...(tipo.itens ? { itens } : {}) });
      setMsg({ tipo: 'success', texto: r.Message ?? 'Evento registrado.' });
      setEscolhido('');
      setVersao((v) => v + 1);
    } catch (e) {
      const corpo = corpoDoErro(e);
      setErros(errosDeCampo(corpo));
      setMsg({ tipo: 'error', texto: mensagemDeErro(e) });
    } finally {
      setOcupado(false);
    }
  };

  return (
    <Dialog open={!!nota} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{titulo ?? `Outros eventos — NF-e ${nota?.numero ?? nota?.id ?? ''}`}</DialogTitle>
      <DialogContent>
        {!dados && !msg && <LinearProgress />}
        {dados && (
          <Stack spacing={2} sx={{ mt: 1 }}>
            {dados.registrados.filter((r) => tipos?.some((t) => t.tpEvento === r.tpEvento)).length > 0 && (
              <Box data-testid="outros-eventos-registrados">
                <Typography variant="subtitle2" sx={{ mb: 1 }}>
                  Registrados
                </Typography>
                {dados.registrados
                  .filter((r) => tipos?.some((t) => t.tpEvento === r.tpEvento))
                  .map((r) => (
                    <Stack key={r.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Typography variant="body2" sx={{ flex: 1 }}>
                        {r.titulo} (nº {r.sequencia}){r.cancelado ? ' — cancelado' : ''}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        Protocolo {r.protocolo} · {dataHora(r.criadoEm)}
                      </Typography>
                      <IconButton size="small" aria-label={`Imprimir ${r.titulo}`} onClick={() => onImprimir(r.id, `${r.titulo} nº ${r.sequencia}`)}>
                        <PictureAsPdfIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                  ))}
              </Box>
            )}
            <TextField
              select
              size="small"
              label="Evento"
              value={escolhido}
              onChange={(e) => escolher(e.target.value)}
              slotProps={{ htmlInput: { 'data-testid': 'outro-evento-tipo' } }}
              helperText={disponiveis.length === 0 ? 'Nenhum outro evento cabe nesta nota agora.' : undefined}
            >
              {disponiveis.map((t) => (
                <MenuItem key={t.tpEvento} value={t.tpEvento}>
                  {t.titulo} ({t.tpEvento})
                </MenuItem>
              ))}
            </TextField>
            {tipo && (
              <Stack spacing={2}>
                <Typography variant="body2" color="text.secondary">
                  {tipo.descricao}
                </Typography>
                {tipo.campos.map((c) => (
                  <CampoEvento
                    key={c.nome}
                    c={c}
                    valor={valores[c.nome]}
                    erro={erros[c.nome]?.[0]}
                    testId={`campo-evento-${c.nome}`}
                    onChange={(v) => setValores((x) => ({ ...x, [c.nome]: v }))}
                  />
                ))}
                {tipo.itens && (
                  <Box>
                    <Typography variant="subtitle2">{tipo.itens.rotulo}</Typography>
                    {erros.itens && <FormHelperText error>{erros.itens[0]}</FormHelperText>}
                    {itens.map((it, ix) => (
                      <Stack key={ix} direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mt: 1, alignItems: { md: 'flex-start' } }}>
                        <TextField
                          select
                          size="small"
                          label="Item da nota"
                          sx={{ minWidth: 220 }}
                          value={String(it.nItem ?? '')}
                          error={!!erros[`itens[${ix}].nItem`]}
                          helperText={erros[`itens[${ix}].nItem`]?.[0]}
                          onChange={(e) => setItens((l) => l.map((x, i) => (i === ix ? { ...x, nItem: Number(e.target.value) } : x)))}
                        >
                          {dados.itens.map((i) => (
                            <MenuItem key={i.nItem} value={String(i.nItem)}>
                              {i.nItem} - {i.xProd} ({i.qCom} {i.uCom})
                            </MenuItem>
                          ))}
                        </TextField>
                        {tipo.itens!.campos.map((c) => (
                          <CampoEvento
                            key={c.nome}
                            c={c}
                            valor={it[c.nome]}
                            erro={erros[`itens[${ix}].${c.nome}`]?.[0]}
                            testId={`campo-evento-item-${ix}-${c.nome}`}
                            onChange={(v) => setItens((l) => l.map((x, i) => (i === ix ? { ...x, [c.nome]: v } : x)))}
                          />
                        ))}
                        <IconButton aria-label="Remover item" onClick={() => setItens((l) => l.filter((_, i) => i !== ix))}>
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Stack>
                    ))}
                    <Button size="small" sx={{ mt: 1 }} onClick={() => setItens((l) => [...l, { nItem: dados.itens[0]?.nItem ?? 1 }])}>
                      Adicionar item
                    </Button>
                  </Box>
                )}
              </Stack>
            )}
          </Stack>
        )}
        {msg && (
          <Alert severity={msg.tipo} sx={{ mt: 2 }} data-testid="mensagem-outro-evento">
            {msg.texto}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
        <Button variant="contained" disabled={!tipo || ocupado} onClick={() => void enviar()}>
          Transmitir evento
        </Button>
      </DialogActions>
    </Dialog>
  );
}
