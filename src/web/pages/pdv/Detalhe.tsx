/**
 * `pdv/venda/{id}`: a venda gravada, só leitura — itens, pagamentos, situação da NFC-e
 * (com cStat/motivo), e as ações de imprimir o DANFE NFC-e, transmitir/retransmitir e, com a nota
 * autorizada ou em contingência, enviar por e-mail ou WhatsApp (Compartilhar.tsx).
 */
import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { apiData } from '../../providers/http.ts';
import type { VendasCupom } from '../../../generated/types.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { PdfDialog } from '../../components/PdfDialog.tsx';
import { NOME_ESPECIE, brl, pdvApi } from './api.ts';
import { CompartilharNFCe } from './Compartilhar.tsx';
import { nomeBandeira } from '../../../domain/pdv/bandeiras.ts';
import { formatCpfCnpj } from '../../../domain/documentos.ts';
import { baixarXmlNFCe } from './xml.ts';

/** No celular (< 600 px) a tabela de itens fica com produto, quantidade e total da linha. */
const SO_TELA_LARGA = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** The sale as the registry reads it (entity vendasCupom, src/generated/types.ts); these columns are NOT NULL. */
type VendaCompleta = VendasCupom & Required<Pick<VendasCupom, 'id' | 'serie' | 'situacao' | 'valor_total' | 'valor_troco'>>;

export default function DetalheVenda({ id }: { id: string }) {
  const [v, setV] = useState<VendaCompleta | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [pdf, setPdf] = useState<string | null>(null);
  const carregar = useCallback(() => {
    apiData<VendaCompleta>(`/v1/vendasCupom/${encodeURIComponent(id)}`)
      .then(setV)
      .catch((e) => setErro(mensagemDeErro(e)));
  }, [id]);
  useEffect(carregar, [carregar]);
  if (erro) return <Alert severity="error">{erro}</Alert>;
  if (!v) return null;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h6">
          Venda {v.id} — NFC-e {v.numero ?? '-'} série {v.serie}
        </Typography>
        <Chip
          label={v.situacao}
          color={v.situacao === 'autorizada' ? 'success' : v.situacao === 'contingencia' ? 'warning' : 'default'}
          data-testid="situacao-venda"
        />
        {v.chave && <Button onClick={() => setPdf(`/v1/GerenciadorNFCe/ImprimirVenda/${v.id}`)}>Imprimir DANFE</Button>}
        {v.chave && ['autorizada', 'contingencia', 'cancelada'].includes(v.situacao) && (
          <Button onClick={() => void baixarXmlNFCe(v.id, v.chave ?? null).catch((e) => setErro(mensagemDeErro(e)))}>Baixar XML</Button>
        )}
        {['rejeitada', 'contingencia'].includes(v.situacao) && (
          <Button
            onClick={() =>
              void pdvApi
                .transmitir(v.id)
                .catch((e) => setErro(mensagemDeErro(e)))
                .finally(carregar)
            }
          >
            Transmitir
          </Button>
        )}
      </Stack>
      {v.xmotivo && <Alert severity={v.situacao === 'autorizada' ? 'success' : 'info'}>{`${v.cstat ? `${v.cstat} - ` : ''}${v.xmotivo}`}</Alert>}
      <Card>
        <CardContent>
          <Typography>Chave: {v.chave ?? '-'}</Typography>
          <Typography>Protocolo: {v.protocolo ?? '-'}</Typography>
          <Typography>Consumidor: {v.cpf_cnpj ? formatCpfCnpj(v.cpf_cnpj) : 'não identificado'}</Typography>
          <Box sx={{ overflow: 'auto' }}>
            <Table size="small" aria-label="Itens">
              <TableHead>
                <TableRow>
                  <TableCell>Produto</TableCell>
                  <TableCell align="right">Qtde</TableCell>
                  <TableCell align="right" sx={SO_TELA_LARGA}>
                    Unitário
                  </TableCell>
                  <TableCell align="right">Total</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(v.Item ?? []).map((i) => (
                  <TableRow key={i.id}>
                    <TableCell>{i.descricao}</TableCell>
                    <TableCell align="right">
                      {Number(i.quantidade).toLocaleString('pt-BR', { maximumFractionDigits: 4 })} {i.unidade}
                    </TableCell>
                    <TableCell align="right" sx={SO_TELA_LARGA}>
                      {brl(i.valor_unitario)}
                    </TableCell>
                    <TableCell align="right">{brl(i.valor_total ?? 0)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
          <Typography sx={{ mt: 2 }}>
            Pagamentos:{' '}
            {(v.Pagamento ?? [])
              .map((p) => `${NOME_ESPECIE[p.t_pag] ?? p.t_pag}${p.bandeira ? ` (${nomeBandeira(p.bandeira) ?? p.bandeira})` : ''} ${brl(p.valor)}`)
              .join('; ')}
            {Number(v.valor_troco) > 0 ? ` — troco ${brl(v.valor_troco)}` : ''}
          </Typography>
          <Typography variant="h6">Total: {brl(v.valor_total)}</Typography>
        </CardContent>
      </Card>
      {['autorizada', 'contingencia'].includes(v.situacao) && (
        <Card>
          <CardContent>
            <Typography variant="subtitle1" sx={{ mb: 1 }}>
              Compartilhar
            </Typography>
            <CompartilharNFCe venda={{ id: v.id, serie: v.serie, chave: v.chave ?? null }} />
          </CardContent>
        </Card>
      )}
      <PdfDialog url={pdf} titulo="DANFE NFC-e" nomePadrao="nfce.pdf" onClose={() => setPdf(null)} />
    </Stack>
  );
}
