import 'reflect-metadata';
import { ParsingConfig, runMicroservice } from '@uw/platform';
import { AppModule } from './app.module';

void runMicroservice({ service: 'parsing', configSchema: ParsingConfig, module: (config, logger) => AppModule.register(config, logger) });
