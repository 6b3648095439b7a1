import InkCore
