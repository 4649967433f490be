import { codeLanguageLabel } from '../../code-samples/code-languages';
import { CodeBlock } from '../../code-samples/components/code-block';
import { useCodeLanguage } from '../../code-samples/components/code-language-provider';
import { LanguageSwitch } from '../../code-samples/components/language-switch';
import type { EndpointDoc } from '../endpoint';
import { requestSample, type SampleAudience } from '../request-samples';

interface Props {
  endpoint: EndpointDoc;
  audience: SampleAudience;
}

export function EndpointRequestExample({ endpoint, audience }: Props) {
  const { language, setLanguage } = useCodeLanguage();
  return (
    <CodeBlock
      code={requestSample(language, endpoint, audience)}
      label={`${codeLanguageLabel(language)} sample for ${endpoint.title}`}
      caption={
        <LanguageSwitch label={`Sample language for ${endpoint.title}`} language={language} onChange={setLanguage} />
      }
    />
  );
}
