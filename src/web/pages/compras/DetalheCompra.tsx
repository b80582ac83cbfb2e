/**
 * Detalhe de uma compra (GET /v1/compra/Detalhe/{id}): a nota do fornecedor
 * (número, série, chave, emissão, entrada, natureza), os itens com o nosso produto e os tributos
 * destacados (ICMS, ICMS-ST, IPI, PIS, COFINS), os totais, as contas a pagar que a compra gerou (só
 * para quem consulta contas a pagar) e os downloads do XML e do DANFE da nota importada. Diálogo
 * aberto pela lista de compras; em tela cheia no celular, com as tabelas roláveis.
 */
import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { formatData, formatDataHora, formatMoeda, formatNumero } from '../../../domain/index.ts';
import { formatCpfCnpj } from '../../../domain/documentos.ts';
import { baixarArquivo, salvarBlob } from '../../providers/arquivos.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { enumLabel, findResource } from '../../resources/registry.ts';
import { comprasApi, type DetalheCompra as Detalhe } from './api.ts';

/** Rótulo da situação da compra, do registro (compra.situacao, x-enumLabels). */
const CAMPO_SITUACAO_COMPRA = findResource('compra')?.fields.find((f) => f.name === 'situacao');
const situacaoCompra = (s: unknown) => (CAMPO_SITUACAO_COMPRA ? enumLabel(CAMPO_SITUACAO_COMPRA, s) : String(s ?? ''));
/** Situação das contas a pagar: rótulos do registro (pagar.situacao). */
const CAMPO_SITUACAO_TITULO = findResource('pagar')?.fields.find((f) => f.name === 'situacao');
const situacaoTitulo = (s: unknown) => (CAMPO_SITUACAO_TITULO ? enumLabel(CAMPO_SITUACAO_TITULO, s) : String(s ?? ''));

function Campo({ rotulo, valor }: { rotulo: string; valor: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {rotulo}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        {valor}
      </Typography>
    </Box>
  );
}

export function DetalheCompra({ compraId, aoFechar }: { compraId: number | null; aoFechar: () => void }) {
  const tema = useTheme();
  const celular = useMediaQuery(tema.breakpoints.down('sm'));
  const [d, setD] = useState<Detalhe | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  useEffect(() => {
    setD(null);
    setErro(null);
    if (compraId === null) return;
    comprasApi.detalhe(compraId).then(setD, (e: unknown) => setErro(mensagemDeErro(e)));
  }, [compraId]);
  const baixar = async (url: string, padrao: string) => {
    try {
      const { blob, nome } = await baixarArquivo(url, { padrao });
      salvarBlob(blob, nome);
    } catch (e) {
      setErro(mensagemDeErro(e));
    }
  };
  const c = d?.compra;
  return (
    <Dialog open={compraId !== null} onClose={aoFechar} maxWidth="lg" fullWidth fullScreen={celular} aria-labelledby="titulo-detalhe-compra">
      <DialogTitle id="titulo-detalhe-compra">
        Compra {compraId}
        {c?.numero ? ` · NF ${c.numero}${c.serie ? `/${c.serie}` : ''}` : ''}
      </DialogTitle>
      <DialogContent>
        {erro && <Alert severity="error">{erro}</Alert>}
        {!d && !erro && <CircularProgress aria-label="Carregando a compra" />}
        {c && d && (
          <>
            <Grid container spacing={2} sx={{ mb: 2 }}>
              <Grid size={{ xs: 12, md: 6 }}>
                <Campo rotulo="Fornecedor" valor={`${c.fornecedor} (${formatCpfCnpj(c.fornecedor_cpf_cnpj)})`} />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Campo rotulo="Entrada" valor={formatData(c.data_entrada)} />
              </Grid>
              <Grid size={{ xs: 6, md: 3 }}>
                <Typography variant="caption" color="text.secondary" component="div">
                  Situação
                </Typography>
                <Chip
                  size="small"
                  label={situacaoCompra(c.situacao)}
                  color={c.situacao === 'finalizada' ? 'success' : c.situacao === 'cancelada' ? 'error' : 'warning'}
                />
              </Grid>
              {c.chave && (
                <Grid size={{ xs: 12, md: 6 }}>
                  <Campo rotulo="Chave de acesso" valor={c.chave} />
                </Grid>
              )}
              {c.data_emissao && (
                <Grid size={{ xs: 6, md: 3 }}>
                  <Campo rotulo="Emissão" valor={formatDataHora(c.data_emissao)} />
                </Grid>
              )}
              {c.natureza_operacao && (
                <Grid size={{ xs: 6, md: 3 }}>
                  <Campo rotulo="Natureza da operação" valor={c.natureza_operacao} />
                </Grid>
              )}
            </Grid>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Itens
            </Typography>
            <TableContainer sx={{ mb: 2, overflowX: 'auto' }}>
              <Table size="small" aria-label="Itens da compra">
                <TableHead>
                  <TableRow>
                    <TableCell>#</TableCell>
                    <TableCell>Item do fornecedor</TableCell>
                    <TableCell>Nosso produto</TableCell>
                    <TableCell>NCM / CFOP</TableCell>
                    <TableCell align="right">Quantidade</TableCell>
                    <TableCell align="right">Total</TableCell>
                    <TableCell align="right">ICMS</TableCell>
                    <TableCell align="right">ICMS-ST</TableCell>
                    <TableCell align="right">IPI</TableCell>
                    <TableCell align="right">PIS</TableCell>
                    <TableCell align="right">COFINS</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.itens.map((i) => (
                    <TableRow key={i.id}>
                      <TableCell>{i.numero_item}</TableCell>
                      <TableCell>
                        {i.descricao}
                        {i.codigo_fornecedor && (
                          <Typography variant="caption" component="div" color="text.secondary">
                            código {i.codigo_fornecedor}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{i.produto_id ? `${i.produto_codigo} · ${i.produto_descricao}` : 'A vincular'}</TableCell>
                      <TableCell>
                        {i.ncm ?? '—'} / {i.cfop ?? '—'}
                      </TableCell>
                      <TableCell align="right">
                        {formatNumero(i.quantidade_fornecedor, 4)} {i.unidade_fornecedor ?? ''}
                      </TableCell>
                      <TableCell align="right">{formatMoeda(i.valor_total)}</TableCell>
                      <TableCell align="right">{formatMoeda(i.valor_icms)}</TableCell>
                      <TableCell align="right">{formatMoeda(i.valor_icms_st)}</TableCell>
                      <TableCell align="right">{formatMoeda(i.valor_ipi)}</TableCell>
                      <TableCell align="right">{formatMoeda(i.valor_pis)}</TableCell>
                      <TableCell align="right">{formatMoeda(i.valor_cofins)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Grid container spacing={2} sx={{ mb: 2 }} aria-label="Totais da compra" role="group">
              {(
                [
                  ['Produtos', c.valor_produtos],
                  ['Desconto', c.valor_desconto],
                  ['Frete', c.valor_frete],
                  ['IPI', c.valor_ipi],
                  ['ICMS-ST', c.valor_icms_st],
                  ['Total da compra', c.valor_total],
                ] as const
              ).map(([r, v]) => (
                <Grid key={r} size={{ xs: 6, sm: 4, md: 2 }}>
                  <Campo rotulo={r} valor={formatMoeda(v)} />
                </Grid>
              ))}
            </Grid>
            {d.pagar && (
              <>
                <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
                  Contas a pagar
                </Typography>
                {d.pagar.length ? (
                  <TableContainer sx={{ overflowX: 'auto' }}>
                    <Table size="small" aria-label="Contas a pagar da compra">
                      <TableHead>
                        <TableRow>
                          <TableCell>Documento</TableCell>
                          <TableCell>Parcela</TableCell>
                          <TableCell>Vencimento</TableCell>
                          <TableCell align="right">Valor</TableCell>
                          <TableCell align="right">Saldo</TableCell>
                          <TableCell>Situação</TableCell>
                        </TableRow>
                      </TableHead>
                      <TableBody>
                        {d.pagar.map((p) => (
                          <TableRow key={p.id}>
                            <TableCell>{p.documento}</TableCell>
                            <TableCell>
                              {p.parcela}/{p.total_parcelas}
                            </TableCell>
                            <TableCell>{formatData(p.vencimento)}</TableCell>
                            <TableCell align="right">{formatMoeda(p.valor)}</TableCell>
                            <TableCell align="right">{formatMoeda(p.saldo)}</TableCell>
                            <TableCell>{situacaoTitulo(p.situacao)}</TableCell>
                          </TableRow>
                        ))}
                      </TableBody>
                    </Table>
                  </TableContainer>
                ) : (
                  <Typography variant="body2" color="text.secondary">
                    {c.situacao === 'finalizada' ? 'Nenhuma conta a pagar.' : 'As contas a pagar são lançadas quando a compra é finalizada.'}
                  </Typography>
                )}
              </>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {d?.tem_xml && (
          <>
            <Button onClick={() => void baixar(`/v1/compra/XML/${compraId}`, `compra-${compraId}.xml`)}>Baixar XML</Button>
            <Button onClick={() => void baixar(`/v1/compra/ImprimirNFe/${compraId}`, `DANFE-${compraId}.pdf`)}>DANFE</Button>
          </>
        )}
        <Button variant="contained" onClick={aoFechar}>
          Fechar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
