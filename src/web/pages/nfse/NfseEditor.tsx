/**
 * Editor da NFS-e: tomador do cadastro de clientes, serviço do cadastro de produtos (com o código de
 * tributação nacional), discriminação, valor e descontos, ISS retido e retenções federais; o ISS,
 * as retenções e o valor líquido vêm do motor de tributos do servidor (`POST /v1/nfse/Calcular`) a
 * cada mudança, com as regras aplicadas e a fonte legal de cada uma. "Gravar" e "Gravar e
 * transmitir" (a DPS vai à Sefin Nacional; autorizada, volta ao gerenciador).
 */
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Checkbox, FormControlLabel, Grid, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { formatMoeda } from '../../../domain/index.ts';
import { useAlertas } from '../../layout/alerts.tsx';
import { errosDeCampo } from '../../providers/http.ts';
import { corpoDoErro, mensagemDeErro } from '../../providers/erros.ts';
import { listarOData } from '../../providers/odata.ts';
import { BuscaAutocomplete, CampoDecimal, ClienteAutocomplete, carregarCliente, textoOData, type ClienteOpcao } from '../faturamento/campos.tsx';
import { nfseApi, type NotaServico } from './api.ts';
import { SituacaoNfseChip } from './GerenciadorNFSe.tsx';

interface ServicoOpcao {
  id: number;
  codigo?: string | null;
  descricao: string;
  preco_venda?: number | null;
  codigo_tributacao_nacional?: string | null;
  item_lista_servico?: string | null;
  aliquota_iss?: number | null;
  iss_retido?: boolean | null;
}

const SELECT_SERVICO = 'id,codigo,descricao,preco_venda,codigo_tributacao_nacional,item_lista_servico,aliquota_iss,iss_retido';
const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

export default function NfseEditor() {
  const { id } = useParams();
  const navigate = useNavigate();
  const basename = useBasename();
  const alertas = useAlertas();
  const [nota, setNota] = useState<NotaServico>({ iss_retido: false, descricao: '' });
  const [cliente, setCliente] = useState<ClienteOpcao | null>(null);
  const [servico, setServico] = useState<ServicoOpcao | null>(null);
  const [calculo, setCalculo] = useState<NotaServico | null>(null);
  const [erros, setErros] = useState<Record<string, string[]>>({});
  const [carregando, setCarregando] = useState(!!id);
  const [ocupado, setOcupado] = useState(false);
  const editavel = !nota.situacao || nota.situacao === 'digitacao' || nota.situacao === 'rejeitada';

  useEffect(() => {
    if (!id) return;
    let vivo = true;
    (async () => {
      const r = await nfseApi.ler(id);
      if (!vivo) return;
      setNota(r.Data);
      if (r.Data.cliente_id) setCliente(await carregarCliente(r.Data.cliente_id));
      if (r.Data.produto_id) {
        const p = await listarOData<ServicoOpcao>('Produto', { filter: `id eq ${Number(r.Data.produto_id)}`, top: 1, select: SELECT_SERVICO });
        if (vivo) setServico(p.value[0] ?? null);
      }
    })()
      .catch((e) => void alertas.error(mensagemDeErro(e)))
      .finally(() => vivo && setCarregando(false));
    return () => {
      vivo = false;
    };
  }, [id, alertas]);

  const corpo = useMemo(() => {
    const campos: (keyof NotaServico)[] = [
      'cliente_id',
      'produto_id',
      'descricao',
      'codigo_tributacao_nacional',
      'valor_servico',
      'desconto_incondicionado',
      'desconto_condicionado',
      'aliquota_iss',
      'iss_retido',
      'aliquota_csll',
      'aliquota_irrf',
      'aliquota_inss',
      'informacoes_complementares',
    ];
    const b: Record<string, unknown> = {};
    for (const k of campos) {
      const v = nota[k];
      if (v !== null && v !== undefined && v !== '') b[k] = typeof v === 'string' && k.startsWith('aliquota') ? Number(v) : v;
    }
    for (const k of ['valor_servico', 'desconto_incondicionado', 'desconto_condicionado'] as const) if (b[k] !== undefined) b[k] = Number(b[k]);
    return b as NotaServico;
  }, [nota]);

  // ISS e retenções do servidor a cada mudança (um pouco depois da última tecla)
  useEffect(() => {
    if (!editavel || !corpo.cliente_id || !corpo.valor_servico || !corpo.descricao) return;
    let vivo = true;
    const t = setTimeout(() => {
      nfseApi
        .calcular(corpo)
        .then((r) => {
          if (!vivo) return;
          setCalculo(r.Data);
          setErros({});
        })
        .catch((e) => vivo && setErros(errosDeCampo(corpoDoErro(e))));
    }, 300);
    return () => {
      vivo = false;
      clearTimeout(t);
    };
  }, [corpo, editavel]);

  const mudar = (k: keyof NotaServico, v: unknown) => setNota((n) => ({ ...n, [k]: v }));
  const escolherServico = (s: ServicoOpcao | null) => {
    setServico(s);
    setNota((n) => ({
      ...n,
      produto_id: s?.id ?? null,
      codigo_tributacao_nacional: s?.codigo_tributacao_nacional ?? n.codigo_tributacao_nacional,
      aliquota_iss: s?.aliquota_iss ?? n.aliquota_iss,
      iss_retido: s?.iss_retido ?? n.iss_retido,
      descricao: n.descricao || s?.descricao || '',
      valor_servico: n.valor_servico ?? s?.preco_venda ?? null,
    }));
  };

  const gravar = async (transmitir: boolean) => {
    setOcupado(true);
    setErros({});
    try {
      const r = nota.id ? await nfseApi.alterar({ ...corpo, id: nota.id }) : await nfseApi.incluir(corpo);
      const salvo = r.Data;
      setNota(salvo);
      if (!id && salvo.id) navigate(`${basename}/nfse/editar/${salvo.id}`, { replace: true });
      if (!transmitir) return void (await alertas.success('NFS-e gravada.'));
      const t = await nfseApi.transmitir(salvo.id!);
      await alertas.success(t.Message ?? 'NFS-e transmitida.');
      navigate(`${basename}/nfse/gerenciar`);
    } catch (e) {
      setErros(errosDeCampo(corpoDoErro(e)));
      await alertas.error(mensagemDeErro(e));
      if (nota.id || id) setNota((await nfseApi.ler(nota.id ?? id!)).Data);
    } finally {
      setOcupado(false);
    }
  };

  const erro = (k: string) => erros[k]?.[0];
  const v = calculo ?? nota;
  const linhas: Array<[string, unknown]> = [
    ['Base de cálculo do ISS', v.base_calculo],
    ['ISS', v.valor_iss],
    ['ISS retido pelo tomador', v.valor_iss_retido],
    ['CSLL retida', v.valor_csll],
    ['IRRF', v.valor_irrf],
    ['INSS retido', v.valor_inss],
    ['Total das retenções', v.total_retencoes],
  ];

  return (
    <Box sx={{ py: 2 }}>
      {carregando && <LinearProgress />}
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Typography variant="h6">
              {nota.numero_nfse ? `NFS-e ${nota.numero_nfse}` : nota.id ? `NFS-e (DPS ${nota.numero_dps ?? 'sem número'})` : 'Nova NFS-e'}
            </Typography>
            {nota.situacao && <SituacaoNfseChip situacao={nota.situacao} />}
            {nota.substitui_id && <Typography variant="body2">Substitui a nota {nota.substitui_id}</Typography>}
          </Stack>
          {nota.situacao === 'rejeitada' && nota.motivo_retorno && (
            <Alert severity="error" sx={{ mb: 2 }} data-testid="motivo-rejeicao">
              {nota.codigo_retorno ? `${nota.codigo_retorno}: ` : ''}
              {nota.motivo_retorno}
            </Alert>
          )}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <ClienteAutocomplete
                value={cliente}
                disabled={!editavel}
                onChange={(c) => (setCliente(c), mudar('cliente_id', c?.id ?? null))}
                error={!!erro('cliente_id')}
                helperText={erro('cliente_id')}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <BuscaAutocomplete<ServicoOpcao>
                conjunto="Produto"
                filtro={(t) => `codigo_tributacao_nacional ne null and (contains(descricao,'${textoOData(t)}') or contains(codigo,'${textoOData(t)}'))`}
                select={SELECT_SERVICO}
                orderby="descricao"
                value={servico}
                onChange={escolherServico}
                disabled={!editavel}
                rotulo={(o) => o.descricao ?? ''}
                titulo={(o) => o.descricao}
                detalhe={(o) =>
                  [o.codigo_tributacao_nacional && `cTribNac ${o.codigo_tributacao_nacional}`, o.item_lista_servico && `LC 116 ${o.item_lista_servico}`]
                    .filter(Boolean)
                    .join(' · ')
                }
                nenhum="Nenhum serviço com código de tributação nacional"
                renderInput={(params) => <TextField {...params} label="Serviço" helperText="Produtos com o código de tributação nacional (NFS-e)" />}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                fullWidth
                multiline
                minRows={2}
                size="small"
                label="Discriminação do serviço"
                required
                disabled={!editavel}
                value={nota.descricao ?? ''}
                onChange={(e) => mudar('descricao', e.target.value)}
                error={!!erro('descricao')}
                helperText={erro('descricao')}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                fullWidth
                size="small"
                label="Código de tributação nacional"
                disabled={!editavel}
                value={nota.codigo_tributacao_nacional ?? ''}
                onChange={(e) => mudar('codigo_tributacao_nacional', e.target.value.replace(/\D/g, '').slice(0, 6))}
                error={!!erro('codigo_tributacao_nacional')}
                helperText={erro('codigo_tributacao_nacional') ?? 'Item, subitem e desdobro (6 dígitos)'}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <CampoDecimal
                label="Valor do serviço"
                prefixo="R$"
                value={num(nota.valor_servico)}
                onChange={(x) => mudar('valor_servico', x)}
                disabled={!editavel}
                error={!!erro('valor_servico')}
                helperText={erro('valor_servico')}
                sx={{ width: '100%' }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <CampoDecimal
                label="Alíquota do ISS (%)"
                value={num(nota.aliquota_iss)}
                onChange={(x) => mudar('aliquota_iss', x)}
                disabled={!editavel}
                error={!!erro('aliquota_iss')}
                helperText={erro('aliquota_iss')}
                sx={{ width: '100%' }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <CampoDecimal
                label="Desconto incondicionado"
                prefixo="R$"
                value={num(nota.desconto_incondicionado)}
                onChange={(x) => mudar('desconto_incondicionado', x)}
                disabled={!editavel}
                error={!!erro('desconto_incondicionado')}
                helperText={erro('desconto_incondicionado')}
                sx={{ width: '100%' }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <CampoDecimal
                label="Desconto condicionado"
                prefixo="R$"
                value={num(nota.desconto_condicionado)}
                onChange={(x) => mudar('desconto_condicionado', x)}
                disabled={!editavel}
                error={!!erro('desconto_condicionado')}
                helperText={erro('desconto_condicionado')}
                sx={{ width: '100%' }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <FormControlLabel
                control={<Checkbox checked={nota.iss_retido === true} disabled={!editavel} onChange={(e) => mudar('iss_retido', e.target.checked)} />}
                label="ISS retido pelo tomador"
              />
            </Grid>
            {(
              [
                ['aliquota_csll', 'CSLL retida (%)'],
                ['aliquota_irrf', 'IRRF (%)'],
                ['aliquota_inss', 'INSS retido (%)'],
              ] as const
            ).map(([k, r]) => (
              <Grid key={k} size={{ xs: 12, sm: 4 }}>
                <CampoDecimal
                  label={r}
                  escala={4}
                  value={num(nota[k])}
                  onChange={(x) => mudar(k, x)}
                  disabled={!editavel}
                  error={!!erro(k)}
                  helperText={erro(k)}
                  sx={{ width: '100%' }}
                />
              </Grid>
            ))}
            <Grid size={12}>
              <TextField
                fullWidth
                size="small"
                label="Informações complementares"
                disabled={!editavel}
                value={nota.informacoes_complementares ?? ''}
                onChange={(e) => mudar('informacoes_complementares', e.target.value)}
                slotProps={{ htmlInput: { maxLength: 2000 } }}
              />
            </Grid>
          </Grid>
        </CardContent>
      </Card>
      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            Tributos calculados
          </Typography>
          <Grid container spacing={1} sx={{ mt: 1 }} data-testid="tributos-nfse">
            {linhas.map(([r, x]) => (
              <Grid key={r} size={{ xs: 6, md: 3 }}>
                <Typography variant="caption" color="text.secondary">
                  {r}
                </Typography>
                <Typography>{formatMoeda(Number(x ?? 0))}</Typography>
              </Grid>
            ))}
            <Grid size={{ xs: 6, md: 3 }}>
              <Typography variant="caption" color="text.secondary">
                Valor líquido
              </Typography>
              <Typography sx={{ fontWeight: 700 }} data-testid="valor-liquido">
                {formatMoeda(Number(v.valor_liquido ?? 0))}
              </Typography>
            </Grid>
          </Grid>
          {v.fonte_calculo && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="regras-nfse">
              {v.fonte_calculo}
            </Typography>
          )}
        </CardContent>
      </Card>
      <Stack direction="row" spacing={2} sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button onClick={() => navigate(`${basename}/nfse/gerenciar`)}>Voltar</Button>
        {editavel && (
          <>
            <Button variant="outlined" disabled={ocupado} onClick={() => void gravar(false)}>
              Gravar
            </Button>
            <Button variant="contained" disabled={ocupado} onClick={() => void gravar(true)}>
              Gravar e transmitir
            </Button>
          </>
        )}
      </Stack>
    </Box>
  );
}
