/**
 * `faturamento/editar` and `faturamento/editar/:id`: the NF-e editor. Header (cliente with
 * CPF/CNPJ and city, natureza, emissão/saída, finalidade, consumidor final, presença), items
 * grid (produto fills descrição/NCM/CFOP/unidade/preço), transporte (transportadora, frete,
 * volumes), pagamento (tPag, duplicatas with "Gerar parcelas") and a totals panel refreshed by
 * POST /v1/faturamento/Calcular (debounced; taxes are never computed in the browser).
 * Buttons: Salvar, Salvar e transmitir, Pré-visualizar DANFE, Transmitir. Read-only once
 * autorizada/cancelada.
 */
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useBasename } from 'react-admin';
import { Alert, Box, Button, Grid, LinearProgress, TextField } from '@mui/material';
import { PdfDialog } from '../../components/PdfDialog.tsx';
import { gerarParcelas } from './parcelas.ts';
import { novaChave } from './nota.ts';
import { AbaDados } from './editor/AbaDados.tsx';
import { AbaItens } from './editor/AbaItens.tsx';
import { AbaPagamento } from './editor/AbaPagamento.tsx';
import { AbasNota } from './editor/AbasNota.tsx';
import { AbaTransporte } from './editor/AbaTransporte.tsx';
import { CabecalhoNota } from './editor/CabecalhoNota.tsx';
import { ErrosSchema } from './editor/ErrosSchema.tsx';
import { PainelTotais } from './editor/PainelTotais.tsx';
import { ParcelasDialog } from './editor/ParcelasDialog.tsx';
import { Secao } from './editor/Secao.tsx';
import { useAcoesNota } from './editor/useAcoesNota.ts';
import { useCalculoNota } from './editor/useCalculoNota.ts';
import { useNotaEditor } from './editor/useNotaEditor.ts';

/** The NF-e editor page (route param `id`: the faturamento being edited; absent for a new note). */
export default function FaturamentoEditor() {
  const { id } = useParams<{ id?: string }>();
  const navigate = useNavigate();
  const basename = useBasename();
  const ed = useNotaEditor(id);
  const { nota, setNota, leitura, alterar, erroDe, aba, calc } = ed;
  const { calculando, erroCalc, calcular } = useCalculoNota({ nota, setNota, setCalc: ed.setCalc, leitura, carregando: ed.carregando });
  const acoes = useAcoesNota({
    nota,
    setNota,
    setCalc: ed.setCalc,
    setErros: ed.setErros,
    setGerais: ed.setGerais,
    setAba: ed.setAba,
    carregar: ed.carregar,
  });
  const [pdf, setPdf] = useState<{ url: string; titulo: string } | null>(null);
  const [parcelasAberto, setParcelasAberto] = useState(false);

  const totalNota = Number(calc?.total_nota ?? 0) || 0;

  if (ed.carregando) return <LinearProgress sx={{ mt: 3 }} />;
  if (ed.erroCarga)
    return (
      <Alert severity="error" sx={{ mt: 3 }} action={<Button onClick={() => id && ed.carregar(id)}>Tentar de novo</Button>}>
        {ed.erroCarga}
      </Alert>
    );

  return (
    <Box sx={{ py: 2 }}>
      <CabecalhoNota
        nota={nota}
        leitura={leitura}
        calculando={calculando}
        ultimo={acoes.ultimo}
        onVoltar={() => navigate(`${basename}/faturamento/consultar`)}
      />

      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 9 }}>
          <AbasNota aba={aba} onChange={ed.setAba} contagem={ed.contagem} itens={nota.Item.length} />

          {aba === 'dados' && (
            <AbaDados edicao={ed.edicao} cliente={ed.cliente} setCliente={ed.setCliente} vendedor={ed.vendedor} setVendedor={ed.setVendedor} />
          )}
          {aba === 'itens' && <AbaItens edicao={ed.edicao} abertos={ed.abertos} setAbertos={ed.setAbertos} />}
          {aba === 'transporte' && <AbaTransporte edicao={ed.edicao} transportadora={ed.transportadora} setTransportadora={ed.setTransportadora} />}
          {aba === 'pagamento' && <AbaPagamento edicao={ed.edicao} totalNota={totalNota} onGerarParcelas={() => setParcelasAberto(true)} />}
          {aba === 'adicionais' && (
            <Secao titulo="Informações complementares">
              <TextField
                label="Informações complementares (infCpl)"
                multiline
                minRows={5}
                fullWidth
                value={nota.informacoes_complementares}
                disabled={leitura}
                onChange={(e) => alterar('informacoes_complementares', e.target.value.slice(0, 5000))}
                helperText={erroDe('informacoes_complementares') ?? `${nota.informacoes_complementares.length}/5000`}
                error={!!erroDe('informacoes_complementares')}
              />
            </Secao>
          )}

          <ErrosSchema gerais={ed.gerais} />
        </Grid>

        <Grid size={{ xs: 12, lg: 3 }}>
          <PainelTotais
            nota={nota}
            leitura={leitura}
            calc={calc}
            calculando={calculando}
            erroCalc={erroCalc}
            onRecalcular={() => void calcular(true)}
            acoes={acoes}
            setPdf={setPdf}
          />
        </Grid>
      </Grid>

      <PdfDialog url={pdf?.url ?? null} titulo={pdf?.titulo ?? ''} nomePadrao="danfe.pdf" onClose={() => setPdf(null)} />
      <ParcelasDialog
        aberto={parcelasAberto}
        total={totalNota}
        onClose={() => setParcelasAberto(false)}
        onGerar={(qtd, venc, intervalo) => {
          const ps = gerarParcelas(totalNota, qtd, venc, intervalo);
          setNota((n) => ({ ...n, Duplicata: ps.map((p) => ({ chave: novaChave(), ...p })) }));
          setParcelasAberto(false);
        }}
      />
    </Box>
  );
}
