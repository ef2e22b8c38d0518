import 'reflect-metadata';
import { BaseConfig, runMicroservice } from '@uw/platform';
import { AppModule } from './app.module';

void runMicroservice({ service: 'funders', configSchema: BaseConfig, module: (config, logger) => AppModule.register(config, logger) });
