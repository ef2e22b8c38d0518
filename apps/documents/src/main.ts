import 'reflect-metadata';
import { DocumentsConfig, runMicroservice } from '@uw/platform';
import { AppModule } from './app.module';

void runMicroservice({ service: 'documents', configSchema: DocumentsConfig, module: (config, logger) => AppModule.register(config, logger) });
