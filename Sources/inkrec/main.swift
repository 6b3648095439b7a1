import InkRecCLI
