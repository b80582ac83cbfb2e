/**
 * Transferência entre locais: produto, origem, destino e quantidade; o servidor
 * lança a saída na origem e a entrada no destino pelo custo médio da origem, na mesma transação
 * (POST /v1/estoque/Transferir). Sem saldo na origem e política "bloquear": a mensagem do servidor.
 */
import { useState } from 'react';
import { Alert, Button, Card, CardContent, MenuItem, Stack, TextField } from '@mui/material';
import { useAlertas } from '../../layout/alerts.tsx';
import { mensagemDeErro } from '../../providers/erros.ts';
import { estoqueApi, type Local, type ProdutoResumo } from './api.ts';
import { EscolherProduto } from './EscolherProduto.tsx';

const QTD = /^\d{1,11}([.,]\d{1,4})?$/;

export default function Transferencia({ locais }: { locais: Local[] }) {
  const alertas = useAlertas();
  const ativos = locais.filter((l) => l.ativo);
  const [produto, setProduto] = useState<ProdutoResumo | null>(null);
  const [origem, setOrigem] = useState<number | ''>('');
  const [destino, setDestino] = useState<number | ''>('');
  const [quantidade, setQuantidade] = useState('');
  const [observacao, setObservacao] = useState('');
  const [ocupado, setOcupado] = useState(false);
  const [feito, setFeito] = useState<string | null>(null);
  const qtdOk = QTD.test(quantidade) && Number(quantidade.replace(',', '.')) > 0;
  const pronto = produto && origem !== '' && destino !== '' && origem !== destino && qtdOk;

  const enviar = async () => {
    if (!pronto) return;
    setOcupado(true);
    setFeito(null);
    try {
      const r = await estoqueApi.transferir({
        produto_id: produto.id,
        origem_id: origem,
        destino_id: destino,
        quantidade: quantidade.replace(',', '.'),
        ...(observacao ? { observacao } : {}),
      });
      const nome = (id: number) => locais.find((l) => l.id === id)?.descricao;
      setFeito(
        `${quantidade} ${produto.unidade} de "${produto.descricao}" transferido(s) de ${nome(origem)} para ${nome(destino)}.${r.Message ? ` ${r.Message}` : ''}`,
      );
      setQuantidade('');
      setObservacao('');
    } catch (e) {
      await alertas.error(mensagemDeErro(e));
    } finally {
      setOcupado(false);
    }
  };

  return (
    <Card>
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 720 }}>
          <EscolherProduto valor={produto} aoEscolher={setProduto} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select label="Origem" value={origem} onChange={(e) => setOrigem(Number(e.target.value))} sx={{ flex: 1 }}>
              {ativos.map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  {l.descricao}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Destino"
              value={destino}
              onChange={(e) => setDestino(Number(e.target.value))}
              sx={{ flex: 1 }}
              error={destino !== '' && destino === origem}
              helperText={destino !== '' && destino === origem ? 'O destino deve ser outro local' : ' '}
            >
              {ativos.map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  {l.descricao}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Quantidade"
              value={quantidade}
              onChange={(e) => setQuantidade(e.target.value)}
              error={quantidade !== '' && !qtdOk}
              helperText={quantidade !== '' && !qtdOk ? 'Número maior que zero, até 4 casas' : ' '}
              sx={{ width: 160 }}
            />
          </Stack>
          <TextField label="Observação" value={observacao} onChange={(e) => setObservacao(e.target.value.slice(0, 200))} />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button variant="contained" disabled={!pronto || ocupado} onClick={() => void enviar()}>
              Transferir
            </Button>
          </Stack>
          {feito && <Alert severity="success">{feito}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}
