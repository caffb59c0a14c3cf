// Registers every DBS card file's skills (one file per set).
import './bt1.ts';
import './bt2.ts';
import './sd1.ts';
import './promo.ts';
import './bt3.ts';
