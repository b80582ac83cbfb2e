/**
 * Aba "SEFAZ" do cadastro do cliente: "Consultar na SEFAZ" consulta o cadastro
 * de contribuintes do ICMS (CCC, `GET /v1/GerenciadorNFe/ConsultarCadastro` com o CPF/CNPJ e a UF
 * do formulário; cache do dia no servidor) e mostra a situação (habilitado / não habilitado / não
 * cadastrado) e os dados do cadastro (IE, razão social, regime, CNAE). Com uma IE habilitada
 * diferente da do formulário, "Usar esta IE" preenche a inscrição estadual e marca o cliente como
 * contribuinte (indIEDest 1); o usuário salva o formulário como sempre. UF sem o serviço: a
 * mensagem do servidor ("não oferece a consulta...").
 */
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { Alert, Box, Button, Chip, CircularProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatDataHora, normalizeCpfCnpj } from '../../../domain/index.ts';
import { mensagemDeErro } from '../../providers/erros.ts';
import { cccApi, type RespostaCcc } from './contingencia-api.ts';

const ROTULOS: Record<RespostaCcc['situacao'], { texto: string; cor: 'success' | 'error' | 'warning' | 'default' }> = {
  habilitado: { texto: 'Habilitado', cor: 'success' },
  nao_habilitado: { texto: 'Não habilitado', cor: 'error' },
  nao_cadastrado: { texto: 'Não cadastrado como contribuinte', cor: 'warning' },
  indefinida: { texto: 'Situação indefinida', cor: 'default' },
};

const soLetrasDigitos = (v: unknown) =>
  String(v ?? '')
    .replace(/[^0-9A-Za-z]/g, '')
    .toUpperCase();

export default function AbaConsultaSefaz() {
  const { getValues, setValue, watch } = useFormContext();
  const [r, setR] = useState<RespostaCcc | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [carregando, setCarregando] = useState(false);
  const ieForm = soLetrasDigitos(watch('ie'));

  const consultar = async () => {
    const doc = normalizeCpfCnpj(String(getValues('cpf_cnpj') ?? ''));
    const uf = String(getValues('uf') ?? '').toUpperCase();
    setErro(null);
    setR(null);
    if (!doc) return setErro('Informe o CPF/CNPJ do cliente.');
    if (!uf) return setErro('Informe a UF do cliente.');
    setCarregando(true);
    try {
      setR((await cccApi.consultar(doc, uf)).Data);
    } catch (e) {
      setErro(mensagemDeErro(e));
    } finally {
      setCarregando(false);
    }
  };

  const usarIe = (ie: string) => {
    setValue('ie', ie, { shouldDirty: true, shouldValidate: true });
    setValue('ind_ie_dest', 1, { shouldDirty: true, shouldValidate: true });
  };

  const rotulo = r ? ROTULOS[r.situacao] : null;
  return (
    <Stack spacing={2} sx={{ width: '100%' }} data-testid="aba-consulta-sefaz">
      <Typography variant="body2" color="text.secondary">
        Consulta o cadastro de contribuintes do ICMS (CCC) da SEFAZ da UF do cliente pelo CPF/CNPJ, com o certificado da empresa.
      </Typography>
      <Box>
        <Button variant="contained" onClick={() => void consultar()} disabled={carregando} startIcon={carregando ? <CircularProgress size={16} /> : undefined}>
          Consultar na SEFAZ
        </Button>
      </Box>
      {erro && <Alert severity="error">{erro}</Alert>}
      {r && rotulo && (
        <Stack spacing={1} data-testid="resultado-ccc" data-situacao={r.situacao}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip label={rotulo.texto} color={rotulo.cor} />
            <Typography variant="body2">
              {r.cStat} - {r.xMotivo} · SEFAZ-{r.uf} · {r.fonte === 'cache' ? 'consulta de hoje guardada' : 'consultado agora'} (
              {formatDataHora(r.consultado_em)})
            </Typography>
          </Stack>
          {r.cadastros.length > 0 && (
            <Table size="small" aria-label="Cadastro na SEFAZ">
              <TableHead>
                <TableRow>
                  <TableCell>Inscrição estadual</TableCell>
                  <TableCell>Nome</TableCell>
                  <TableCell>Regime</TableCell>
                  <TableCell>CNAE</TableCell>
                  <TableCell>Situação</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {r.cadastros.map((c) => (
                  <TableRow key={c.IE}>
                    <TableCell>{c.IE}</TableCell>
                    <TableCell>{c.xNome}</TableCell>
                    <TableCell>{c.xRegApur ?? ''}</TableCell>
                    <TableCell>{c.CNAE ?? ''}</TableCell>
                    <TableCell>{c.cSit === '1' ? 'Habilitado' : 'Não habilitado'}</TableCell>
                    <TableCell align="right">
                      {soLetrasDigitos(c.IE) === ieForm ? (
                        <Typography variant="body2" color="success.main">
                          IE do cadastro confere
                        </Typography>
                      ) : c.cSit === '1' ? (
                        <Button size="small" onClick={() => usarIe(c.IE)}>
                          Usar esta IE
                        </Button>
                      ) : null}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {r.situacao === 'nao_habilitado' && (
            <Alert severity="error">NF-e para este cliente como contribuinte será bloqueada até a regularização na SEFAZ.</Alert>
          )}
        </Stack>
      )}
    </Stack>
  );
}
