import CBLAS
